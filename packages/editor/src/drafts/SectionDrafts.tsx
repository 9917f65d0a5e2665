import { editorSelectors as select, type SectionId } from '@landing/machines';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLandingEditor } from '../headless/LandingEditorContext.tsx';
import { useEditorServices } from '../services/EditorServices.tsx';
import { draftOwner } from './draftStore.ts';
import { FormDraft } from './FormDraft.tsx';
import type { DraftForm } from './types.ts';

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
  const [user, setUser] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    draftOwner(client).then(
      (owner) => live && setUser(owner),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client]);
  if (user === null) return null;
  return forms.map((form) => (
    <ReadyFormDraft
      key={form.id}
      form={form}
      place={{ user, landingId, launcherId, translationId, form: `${section}:${form.id}` }}
    />
  ));
}

/** A form's draft starts once the form has loaded (its saved values are what a draft is over). */
function ReadyFormDraft({
  form,
  place,
}: {
  form: DraftForm;
  place: Parameters<typeof FormDraft>[0]['place'];
}) {
  const ready = useSelector(form.actor, form.isReady);
  // Once loaded, the draft stays through a save (whose end clears it) and a reload of the form.
  const [started, setStarted] = useState(false);
  if (ready && !started) setStarted(true);
  if (!started) return null;
  // Another place (a translation, a launcher) is another draft.
  return <FormDraft key={JSON.stringify(place)} form={form} place={place} />;
}
