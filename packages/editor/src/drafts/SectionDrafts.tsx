import { editorSelectors as select, type SectionId } from '@landing/machines';
import { ReadyFormDraft, useDraftOwner, type DraftForm } from '@landing/drafts';
import { useLandingEditor } from '../headless/LandingEditorContext.tsx';
import { useDraftWords } from '../messages/messages.tsx';
import { useEditorServices } from '../services/EditorServices.tsx';

/**
 * The drafts of a section's forms: each form, once loaded, keeps its unsaved values in the
 * browser under the user, landing, launcher, translation and section, and offers a draft left
 * there. Drafts are kept only once the user is known (never under someone else's name).
 */
export function SectionDrafts({
  section,
  forms,
}: {
  section: SectionId;
  forms: readonly DraftForm[];
}) {
  const { client } = useEditorServices();
  const landingId = useLandingEditor(select.selectLandingId);
  const launcherId = useLandingEditor(select.selectLauncherId);
  const translationId = useLandingEditor(select.selectActiveContentId);
  const user = useDraftOwner(client);
  const words = useDraftWords();
  if (user === null) return null;
  return forms.map((form) => (
    <ReadyFormDraft
      key={form.id}
      form={form}
      words={words}
      place={{ user, landingId, launcherId, translationId, form: `${section}:${form.id}` }}
    />
  ));
}
