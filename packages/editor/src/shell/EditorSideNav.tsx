import { editorSelectors as select, LANDING_SETTINGS } from '@landing/machines';
import { SideNav } from '@landing/ui';
import {
  useEditorActor,
  useLandingEditor,
  useSectionDefinitions,
} from '../headless/LandingEditorContext.tsx';
import { useMessages, useSectionLabel } from '../messages/messages.tsx';

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
  const messages = useMessages();
  const labelOf = useSectionLabel();
  return (
    <SideNav
      label={messages['nav.label']}
      narrow="scroll"
      items={sections.map((definition) => ({
        id: definition.id,
        label: labelOf(definition),
        current: definition.id === section,
        disabled: isLoading || (definition.id !== LANDING_SETTINGS && !hasLauncher),
        onSelect: () => actor.send({ type: 'section.select', section: definition.id }),
      }))}
    />
  );
}
