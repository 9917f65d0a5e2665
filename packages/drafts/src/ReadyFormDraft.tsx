import type { DraftPlace } from '@landing/machines';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { FormDraft } from './FormDraft.tsx';
import type { DraftWords } from './draftWords.ts';
import type { DraftForm } from './types.ts';

/** A form's draft starts once the form has loaded (its saved values are what a draft is over). */
export function ReadyFormDraft({
  form,
  place,
  words,
}: {
  form: DraftForm;
  place: DraftPlace;
  words?: Partial<DraftWords> | undefined;
}) {
  const ready = useSelector(form.actor, form.isReady);
  // Once loaded, the draft stays through a save (whose end clears it) and a reload of the form.
  const [started, setStarted] = useState(false);
  if (ready && !started) setStarted(true);
  if (!started) return null;
  // Another place (a translation, a launcher) is another draft.
  return <FormDraft key={JSON.stringify(place)} form={form} place={place} words={words} />;
}
