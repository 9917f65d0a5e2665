import { editorSelectors as select, LANDING_SETTINGS } from '@landing/machines';
import { SideNav } from '@landing/ui';
import {
  useEditorActor,
  useLandingEditor,
  useSectionDefinitions,
} from '../headless/LandingEditorContext.tsx';

/**
 * The sections' entries in their definitions' order. Without an active launcher only Landing
 * Settings is enabled (editor.md §2, DECISIONS.md); nothing is while the landing loads. On a
 * narrow screen it is a strip that scrolls sideways.
 */
export function EditorSideNav() {
  const actor = useEditorActor();
  const sections = useSectionDefinitions();
  const section = useLandingEditor(select.selectSection);
  const hasLauncher = useLandingEditor(select.selectHasLauncher);
  const isLoading = useLandingEditor(select.selectIsLoading);
  return (
    <SideNav
      label="Editor sections"
      narrow="scroll"
      items={sections.map(({ id, label }) => ({
        id,
        label,
        current: id === section,
        disabled: isLoading || (id !== LANDING_SETTINGS && !hasLauncher),
        onSelect: () => actor.send({ type: 'section.select', section: id }),
      }))}
    />
  );
}
