import {
  formHistoryMachine,
  formHistorySelectors,
  sameValues,
  type SectionValues,
} from '@landing/machines';
import { Button } from '@landing/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { HistoryForm } from '../types.ts';
import * as styles from './FormHistory.css.ts';
import { undoKeyOf } from './undoKeys.ts';

/** The bar's texts: the group's name and its two buttons. */
export type HistoryLabels = { group: string; undo: string; redo: string };

const valuesOf = (forms: readonly HistoryForm[]): SectionValues =>
  Object.fromEntries(forms.map((form) => [form.id, form.currentOf(form.actor.getSnapshot())]));

const allReady = (forms: readonly HistoryForm[]) =>
  forms.every((form) => form.isReady(form.actor.getSnapshot()));

const changedNow = (forms: readonly HistoryForm[]) =>
  ({ type: 'history.changed', values: valuesOf(forms), ready: allReady(forms) }) as const;

const dialogOf = (element: Element) => element.closest('[role="dialog"], [role="alertdialog"]');

/**
 * Undo and Redo over some forms (a section's, a page's or a dialog's), once they have loaded:
 * buttons, and Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z or Ctrl+Y where the bar is: in its dialog, else in
 * its editor (`data-landing-editor`) or page but no dialog. The browser's own per-input undo is
 * replaced, so one history spans every field of the forms.
 */
export function FormHistory({
  forms,
  labels,
  reserveSpace = false,
}: {
  forms: readonly HistoryForm[];
  labels: HistoryLabels;
  /**
   * Takes the bar's place (hidden) while the forms load, so what is drawn under it does not move
   * down when it appears (a layout shift), e.g. a section drawn before its forms are ready.
   */
  reserveSpace?: boolean;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready || forms.length === 0) return;
    const check = () => {
      if (allReady(forms)) setReady(true);
    };
    check();
    const subscriptions = forms.map((form) => form.actor.subscribe(check));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  });
  if (ready) return <ReadyFormHistory forms={forms} labels={labels} />;
  return reserveSpace && forms.length > 0 ? <WaitingFormHistory labels={labels} /> : null;
}

/** The bar's place, hidden from sight and from assistive technology until its forms are ready. */
function WaitingFormHistory({ labels }: { labels: HistoryLabels }) {
  return (
    <div aria-hidden="true" className={`${styles.bar} ${styles.waiting}`}>
      <Button variant="secondary" disabled tabIndex={-1}>
        {labels.undo}
      </Button>
      <Button variant="secondary" disabled tabIndex={-1}>
        {labels.redo}
      </Button>
    </div>
  );
}

function ReadyFormHistory({
  forms,
  labels,
}: {
  forms: readonly HistoryForm[];
  labels: HistoryLabels;
}) {
  const [tracked] = useState(forms);
  const history = useActorRef(
    formHistoryMachine.provide({
      actions: {
        restore: (_, { values }) => {
          for (const form of tracked) {
            const snapshot: unknown = form.actor.getSnapshot();
            if (sameValues(values[form.id], form.currentOf(snapshot))) continue;
            for (const event of form.restore(values[form.id], snapshot)) form.actor.send(event);
          }
        },
      },
    }),
    { input: { values: valuesOf(tracked) } },
  );
  useEffect(() => {
    const report = () => history.send(changedNow(tracked));
    const subscriptions = tracked.map((form) => form.actor.subscribe(report));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [tracked, history]);

  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const document = element.ownerDocument;
    const dialog = dialogOf(element);
    const scope = dialog ?? element.closest('[data-landing-editor]') ?? document.body;
    const onKeyDown = (event: KeyboardEvent) => {
      const move = undoKeyOf(event);
      const target = event.target instanceof Element ? event.target : null;
      if (move === null || !target || !scope.contains(target)) return;
      if (dialogOf(target) !== dialog) return;
      event.preventDefault();
      history.send({ type: move === 'undo' ? 'history.undo' : 'history.redo' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [history]);

  const canUndo = useSelector(history, formHistorySelectors.selectCanUndo);
  const canRedo = useSelector(history, formHistorySelectors.selectCanRedo);
  const undoButton = useRef<HTMLButtonElement>(null);
  const redoButton = useRef<HTMLButtonElement>(null);
  const pressed = useRef<'undo' | 'redo' | null>(null);
  // A button that turns disabled drops its focus to <body>, outside the shortcuts' scope: hand
  // it to the other button (Redo after the last Undo), else to the bar.
  useLayoutEffect(() => {
    const move = pressed.current;
    if (move === null) return;
    const own = (move === 'undo' ? undoButton : redoButton).current;
    const other = (move === 'undo' ? redoButton : undoButton).current;
    if (!own?.disabled) return;
    pressed.current = null;
    const { activeElement, body } = own.ownerDocument;
    if (activeElement !== null && activeElement !== own && activeElement !== body) return;
    (other?.disabled === false ? other : bar.current)?.focus();
  }, [canUndo, canRedo]);
  const press = (move: 'undo' | 'redo') => {
    pressed.current = move;
    history.send({ type: move === 'undo' ? 'history.undo' : 'history.redo' });
  };
  return (
    <div ref={bar} role="group" aria-label={labels.group} tabIndex={-1} className={styles.bar}>
      <Button
        variant="secondary"
        aria-keyshortcuts="Control+Z Meta+Z"
        ref={undoButton}
        disabled={!canUndo}
        onClick={() => press('undo')}
      >
        {labels.undo}
      </Button>
      <Button
        variant="secondary"
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        ref={redoButton}
        disabled={!canRedo}
        onClick={() => press('redo')}
      >
        {labels.redo}
      </Button>
    </div>
  );
}
