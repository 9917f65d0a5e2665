import type { SnapshotFrom } from 'xstate';
import type { formHistoryMachine } from './machine.ts';

type FormHistorySnapshot = SnapshotFrom<typeof formHistoryMachine>;

export const selectCanUndo = (snapshot: FormHistorySnapshot) =>
  snapshot.matches('tracking') && snapshot.context.history.past.length > 0;
export const selectCanRedo = (snapshot: FormHistorySnapshot) =>
  snapshot.matches('tracking') && snapshot.context.history.future.length > 0;
