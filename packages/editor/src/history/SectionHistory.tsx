import type { DraftForm } from '@landing/drafts';
import { formHistoryMachine, formHistorySelectors, type SectionValues } from '@landing/machines';
import { Button } from '@landing/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../messages/messages.tsx';
import * as styles from './SectionHistory.css.ts';
import { undoKeyOf } from './undoKeys.ts';

type HistoryForm = DraftForm & { currentOf: NonNullable<DraftForm['currentOf']> };

const valuesOf = (forms: readonly HistoryForm[]): SectionValues =>
  Object.fromEntries(forms.map((form) => [form.id, form.currentOf(form.actor.getSnapshot())]));

/**
 * Undo and Redo for a section's forms (those that give `currentOf`), once they have loaded:
 * buttons, and Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z or Ctrl+Y anywhere in this editor but a dialog. The
 * browser's own per-input undo is replaced, so one history spans every field of the section.
 */
export function SectionHistory({ forms }: { forms: readonly DraftForm[] }) {
  const tracked = forms.filter((form): form is HistoryForm => form.currentOf !== undefined);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready || tracked.length === 0) return;
    const check = () => {
      if (tracked.every((form) => form.isReady(form.actor.getSnapshot()))) setReady(true);
    };
    check();
    const subscriptions = tracked.map((form) => form.actor.subscribe(check));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  });
  return ready ? <ReadySectionHistory forms={tracked} /> : null;
}

function ReadySectionHistory({ forms }: { forms: readonly HistoryForm[] }) {
  const [tracked] = useState(forms);
  const history = useActorRef(
    formHistoryMachine.provide({
      actions: {
        restore: (_, { values }) => {
          for (const form of tracked) {
            const snapshot: unknown = form.actor.getSnapshot();
            if (values[form.id] === form.currentOf(snapshot)) continue;
            for (const event of form.restore(values[form.id], snapshot)) form.actor.send(event);
          }
        },
      },
    }),
    { input: { values: valuesOf(tracked) } },
  );
  useEffect(() => {
    const bases = new Map(tracked.map((form) => [form.id, form.baseOf(form.actor.getSnapshot())]));
    const subscriptions = tracked.map((form) =>
      form.actor.subscribe((snapshot) => {
        const base = form.baseOf(snapshot);
        if (base !== bases.get(form.id)) {
          bases.set(form.id, base);
          history.send({ type: 'history.checkpoint' });
        }
        history.send({ type: 'history.changed', values: valuesOf(tracked) });
      }),
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [tracked, history]);

  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const document = bar.current?.ownerDocument;
    const editor = bar.current?.closest('[data-landing-editor]') ?? document?.body;
    if (!document || !editor) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const move = undoKeyOf(event);
      const target = event.target instanceof Element ? event.target : null;
      if (move === null || !target || !editor.contains(target)) return;
      if (target.closest('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      history.send({ type: move === 'undo' ? 'history.undo' : 'history.redo' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [history]);

  const canUndo = useSelector(history, formHistorySelectors.selectCanUndo);
  const canRedo = useSelector(history, formHistorySelectors.selectCanRedo);
  const text = useMessages();
  return (
    <div ref={bar} role="group" aria-label={text['history.label']} className={styles.bar}>
      <Button
        variant="secondary"
        aria-keyshortcuts="Control+Z Meta+Z"
        disabled={!canUndo}
        onClick={() => history.send({ type: 'history.undo' })}
      >
        {text['history.undo']}
      </Button>
      <Button
        variant="secondary"
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        disabled={!canRedo}
        onClick={() => history.send({ type: 'history.redo' })}
      >
        {text['history.redo']}
      </Button>
    </div>
  );
}
