import type { CommentatorIcon } from './context.ts';

export type CommentatorFormEvent =
  | { type: 'commentator.name'; name: string }
  /** A file chosen (null: cleared); its bytes are checked before it counts. */
  | { type: 'commentator.icon'; file: Blob | null; fileName?: string }
  | { type: 'commentator.submit' }
  /** Undo/Redo: the name and the checked icon as they were at that step. */
  | { type: 'commentator.restore'; name: string; icon: CommentatorIcon | null };
