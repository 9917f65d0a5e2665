import { editorSelectors as select, type SectionId } from '@landing/machines';
import { SideNav } from '@landing/ui';
import { useEditorActor, useLandingEditor } from '../headless/LandingEditorContext.tsx';

export const SECTION_LABELS: Record<SectionId, string> = {
  landingSettings: 'Landing Settings',
  mainInformation: 'Main Information',
  design: 'Design',
  content: 'Content',
  comments: 'Comments',
  relatedLaunchers: 'Related Launchers',
};

const SECTIONS = Object.keys(SECTION_LABELS) as SectionId[];

/**
 * Without an active launcher only Landing Settings is enabled (editor.md §2, DECISIONS.md);
 * nothing is while the landing loads. On a narrow screen it is a strip that scrolls sideways.
 */
export function EditorSideNav() {
  const actor = useEditorActor();
  const section = useLandingEditor(select.selectSection);
  const hasLauncher = useLandingEditor(select.selectHasLauncher);
  const isLoading = useLandingEditor(select.selectIsLoading);
  return (
    <SideNav
      label="Editor sections"
      narrow="scroll"
      items={SECTIONS.map((id) => ({
        id,
        label: SECTION_LABELS[id],
        current: id === section,
        disabled: isLoading || (id !== 'landingSettings' && !hasLauncher),
        onSelect: () => actor.send({ type: 'section.select', section: id }),
      }))}
    />
  );
}
