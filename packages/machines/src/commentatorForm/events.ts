export type CommentatorFormEvent =
  | { type: 'commentator.name'; name: string }
  /** A file chosen (null: cleared); its bytes are checked before it counts. */
  | { type: 'commentator.icon'; file: Blob | null; fileName?: string }
  | { type: 'commentator.submit' };
