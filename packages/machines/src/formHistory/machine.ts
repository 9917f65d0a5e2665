import { assign, enqueueActions, setup } from 'xstate';
import { notProvidedAction } from '../shared/notProvided.ts';
import { checkpoint, recordChange, redo, startHistory, undo, type History } from './history.ts';

/** Every form of a section by its id: what the history steps through. */
export type SectionValues = Record<string, unknown>;

export type FormHistoryEvent =
  /** The forms' values now (after typing, a paste, a file, a move, or a restore of ours). */
  | { type: 'history.changed'; values: SectionValues }
  /** A save: the next keystroke starts a new step. */
  | { type: 'history.checkpoint' }
  | { type: 'history.undo' }
  | { type: 'history.redo' };

export type RestoreParams = { values: SectionValues };

export const formHistoryMachine = setup({
  types: {
    context: {} as { history: History<SectionValues> },
    events: {} as FormHistoryEvent,
    input: {} as { values: SectionValues },
  },
  actions: {
    /** Puts `values` back into the section's forms (their own change events). */
    restore: notProvidedAction<RestoreParams>('restore'),
  },
}).createMachine({
  id: 'formHistory',
  context: ({ input }) => ({ history: startHistory(input.values) }),
  initial: 'tracking',
  states: {
    tracking: {
      description: 'Records each change of the forms; Undo and Redo put a step back into them.',
      on: {
        // A restore of ours comes back as a change equal to the present: no new step.
        'history.changed': {
          description: "{ values }: the forms' values now: a new step unless equal to the present.",
          actions: assign({
            history: ({ context, event }) => recordChange(context.history, event.values),
          }),
        },
        'history.checkpoint': {
          description: 'The next change starts a new step.',
          actions: assign({ history: ({ context }) => checkpoint(context.history) }),
        },
        'history.undo': {
          description: 'The step before goes back into the forms.',
          actions: enqueueActions(step(undo)),
        },
        'history.redo': {
          description: 'The step undone goes back into the forms.',
          actions: enqueueActions(step(redo)),
        },
      },
    },
  },
});

/** Moves the history one step and restores the forms to it, when there is a step. */
function step(move: (history: History<SectionValues>) => History<SectionValues>) {
  return ({
    context,
    enqueue,
  }: {
    context: { history: History<SectionValues> };
    enqueue: {
      assign: (next: { history: History<SectionValues> }) => void;
      (action: { type: 'restore'; params: RestoreParams }): void;
    };
  }) => {
    const moved = move(context.history);
    if (moved === context.history) return;
    enqueue.assign({ history: moved });
    enqueue({ type: 'restore', params: { values: moved.present } });
  };
}
