import type { ConflictSide } from './ConflictDialog.tsx';

/** What the dialog answers, as the events a form's conflict state takes (machines' ConflictEvent). */
export type ConflictAnswer<F extends string> =
  | { type: 'conflict.pick'; field: F; side: ConflictSide }
  | { type: 'conflict.pickAll'; side: ConflictSide }
  | { type: 'conflict.save' }
  | { type: 'conflict.cancel' };

/** The dialog's `onPick`, `onPickAll`, `onSave` and `onCancel`, each sent to the form's actor. */
export function conflictAnswersTo<F extends string>(send: (answer: ConflictAnswer<F>) => void) {
  return {
    onPick: (field: F, side: ConflictSide) => send({ type: 'conflict.pick', field, side }),
    onPickAll: (side: ConflictSide) => send({ type: 'conflict.pickAll', side }),
    onSave: () => send({ type: 'conflict.save' }),
    onCancel: () => send({ type: 'conflict.cancel' }),
  };
}
