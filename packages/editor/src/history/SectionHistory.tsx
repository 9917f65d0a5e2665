import { FormHistory, hasHistory, type HistoryForm } from '@landing/drafts';
import type { AnyActorRef } from 'xstate';
import { useMessages } from '../messages/messages.tsx';
import type { SectionDefinition } from '../sections/types.ts';

/** The forms a section's history steps through: its draft forms with `currentOf`, then `history`. */
export const historyFormsOf = (
  { drafts, history }: SectionDefinition,
  actorRef: AnyActorRef,
): readonly HistoryForm[] => [
  ...(drafts?.(actorRef) ?? []).filter(hasHistory),
  ...(history?.(actorRef) ?? []),
];

/**
 * Undo and Redo for a section's forms, once they have loaded: buttons, and Ctrl/Cmd+Z,
 * Shift+Ctrl/Cmd+Z or Ctrl+Y anywhere in this editor but a dialog.
 */
export function SectionHistory({ forms }: { forms: readonly HistoryForm[] }) {
  const text = useMessages();
  return (
    <FormHistory
      // The section draws before its forms are ready: the bar's place is kept for it.
      reserveSpace
      forms={forms}
      labels={{
        group: text['history.label'],
        undo: text['history.undo'],
        redo: text['history.redo'],
      }}
    />
  );
}
