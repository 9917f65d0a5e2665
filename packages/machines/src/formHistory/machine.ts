import { assign, enqueueActions, sendTo, setup } from 'xstate';
import { notProvidedAction } from '../shared/notProvided.ts';
import { recordChange, redo, settle, startHistory, undo, type History } from './history.ts';

/** Every form of a section by its id: what the history steps through. */
export type SectionValues = Record<string, unknown>;

export type FormHistoryEvent =
  /**
   * The forms' values now (after typing, a paste, a file, a move, or a restore of ours);
   * `ready` is false while a form is busy (saving, checking, loading) and takes no restore.
   */
  | { type: 'history.changed'; values: SectionValues; ready: boolean }
  | { type: 'history.undo' }
  | { type: 'history.redo' }
  /** The forms have taken the step put back (sent by the machine after `restore`). */
  | { type: 'history.restored' };

export type RestoreParams = { values: SectionValues };

type HistoryContext = { history: History<SectionValues> };

export const formHistoryMachine = setup({
  types: {
    context: {} as HistoryContext,
    events: {} as FormHistoryEvent,
    input: {} as { values: SectionValues },
  },
  actions: {
    /** Puts `values` back into the section's forms (their own change events). */
    restore: notProvidedAction<RestoreParams>('restore'),
    /** After the forms' own change reports, which the restore queued first. */
    restored: sendTo(({ self }) => self, { type: 'history.restored' as const }),
    /** What a busy form brings back replaces the present step. */
    settle: assign(({ context, event }) =>
      event.type === 'history.changed' ? { history: settle(context.history, event.values) } : {},
    ),
  },
  guards: {
    ready: ({ event }) => event.type === 'history.changed' && event.ready,
    canUndo: ({ context }) => context.history.past.length > 0,
    canRedo: ({ context }) => context.history.future.length > 0,
  },
}).createMachine({
  id: 'formHistory',
  context: ({ input }) => ({ history: startHistory(input.values) }),
  initial: 'tracking',
  states: {
    tracking: {
      description:
        'Records each change of the forms as a step (typing in one field is one run); Undo and Redo put a step back into them.',
      on: {
        'history.changed': [
          {
            description:
              "{ values, ready }: the forms' values now: a new step unless equal to the present; a busy form settles into the present step.",
            guard: 'ready',
            // A restore of ours comes back as a change equal to the present: no new step.
            actions: assign({
              history: ({ context, event }) => recordChange(context.history, event.values),
            }),
          },
          { target: 'busy', actions: 'settle' },
        ],
        'history.undo': {
          description: 'The step before goes back into the forms.',
          guard: 'canUndo',
          target: 'restoring',
          actions: [enqueueActions(step(undo)), 'restored'],
        },
        'history.redo': {
          description: 'The step undone goes back into the forms.',
          guard: 'canRedo',
          target: 'restoring',
          actions: [enqueueActions(step(redo)), 'restored'],
        },
      },
    },
    restoring: {
      description:
        'The forms take the step put back, maybe in several events: their changes meanwhile are that step, no new ones.',
      on: {
        'history.changed': { actions: 'settle' },
        'history.restored': {
          description: 'The forms have taken the step put back: changes are steps again.',
          target: 'tracking',
        },
      },
    },
    busy: {
      description:
        'A form is saving, checking or loading: what it brings back replaces the present step (a save is a checkpoint); Undo and Redo wait.',
      on: {
        'history.changed': [
          { guard: 'ready', target: 'tracking', actions: 'settle' },
          { actions: 'settle' },
        ],
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
    context: HistoryContext;
    enqueue: {
      assign: (next: HistoryContext) => void;
      (action: { type: 'restore'; params: RestoreParams }): void;
    };
  }) => {
    const moved = move(context.history);
    if (moved === context.history) return;
    enqueue.assign({ history: moved });
    enqueue({ type: 'restore', params: { values: moved.present } });
  };
}
