import { draftsMachine, draftsSelectors, type DraftPlace } from '@landing/machines';
import { Button } from '@landing/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { browserDraftStore } from './draftStore.ts';
import { defaultDraftWords, fillDraftWord, type DraftWords } from './draftWords.ts';
import * as styles from './FormDraft.css.ts';
import type { DraftForm } from './types.ts';

const TIME_STYLE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** When the draft was kept, in the words' language (English when the tag is refused). */
function timeOf(savedAt: number, locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale, TIME_STYLE).format(savedAt);
  } catch {
    return new Intl.DateTimeFormat('en', TIME_STYLE).format(savedAt);
  }
}

/**
 * Keeps one loaded form's unsaved values in the browser and offers what an earlier visit left:
 * 'Restore unsaved changes from {time}?' with Restore and Discard.
 */
export function FormDraft({
  form,
  place,
  words: own,
}: {
  form: DraftForm;
  place: DraftPlace;
  /** The bar's words, where they differ from `defaultDraftWords`. */
  words?: Partial<DraftWords> | undefined;
}) {
  const words: DraftWords = { ...defaultDraftWords, ...own };
  const drafts = useActorRef(
    draftsMachine.provide({
      actions: {
        restoreValues: (_, { values }) => {
          const read = form.format.read(values, form.format.version);
          if (read === null) return;
          for (const event of form.restore(read, form.actor.getSnapshot())) form.actor.send(event);
        },
      },
    }),
    {
      input: {
        store: browserDraftStore(),
        place,
        format: form.format,
        baseVersion: form.baseOf(form.actor.getSnapshot()),
      },
    },
  );
  useEffect(() => {
    let last: string | undefined;
    const report = (snapshot: unknown) => {
      const values = form.valuesOf(snapshot);
      const files = form.filesOf?.(snapshot) ?? [];
      // A file chosen or dropped changes the draft even when the values stay the same.
      const key = JSON.stringify([values, files]);
      if (key === last) return;
      last = key;
      drafts.send({ type: 'drafts.changed', values, files, baseVersion: form.baseOf(snapshot) });
    };
    report(form.actor.getSnapshot());
    const subscription = form.actor.subscribe(report);
    return () => subscription.unsubscribe();
  }, [form, drafts]);
  const offer = useSelector(drafts, draftsSelectors.selectOffer);
  const notKept = useSelector(drafts, draftsSelectors.selectNotKept);
  if (offer === null) {
    return notKept === null ? null : (
      <p role="status" className={styles.note}>
        {words[notKept]}
      </p>
    );
  }
  return (
    <div
      role="group"
      aria-label={fillDraftWord(words.label, { form: form.label })}
      className={styles.offer}
    >
      <p className={styles.question}>
        {fillDraftWord(words.question, { time: timeOf(offer.savedAt, words.locale) })}
      </p>
      {offer.stale && <p className={styles.note}>{words.stale}</p>}
      {offer.files.length > 0 && (
        <p className={styles.note}>
          {fillDraftWord(words.filesToReattach, {
            files: offer.files.map((file) => file.name).join(', '),
          })}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={() => drafts.send({ type: 'drafts.restore' })}>{words.restore}</Button>
        <Button variant="secondary" onClick={() => drafts.send({ type: 'drafts.discard' })}>
          {words.discard}
        </Button>
      </div>
    </div>
  );
}
