import { DRAFT_TEXTS, draftsMachine, draftsSelectors, type DraftPlace } from '@landing/machines';
import { Button } from '@landing/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { browserDraftStore } from './draftStore.ts';
import * as styles from './FormDraft.css.ts';
import type { DraftForm } from './types.ts';

const timeOf = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Keeps one loaded form's unsaved values in the browser and offers what an earlier visit left:
 * 'Restore unsaved changes from {time}?' with Restore and Discard.
 */
export function FormDraft({ form, place }: { form: DraftForm; place: DraftPlace }) {
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
        {DRAFT_TEXTS[notKept]}
      </p>
    );
  }
  return (
    <div role="group" aria-label={`Unsaved changes: ${form.label}`} className={styles.offer}>
      <p className={styles.question}>
        Restore unsaved changes from {timeOf.format(offer.savedAt)}?
      </p>
      {offer.stale && <p className={styles.note}>{DRAFT_TEXTS.stale}</p>}
      {offer.files.length > 0 && (
        <p className={styles.note}>
          Files to re-attach: {offer.files.map((file) => file.name).join(', ')}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={() => drafts.send({ type: 'drafts.restore' })}>Restore</Button>
        <Button variant="secondary" onClick={() => drafts.send({ type: 'drafts.discard' })}>
          Discard
        </Button>
      </div>
    </div>
  );
}
