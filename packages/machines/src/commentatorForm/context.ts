import type { IconBytesType } from './imageType.ts';

export type CommentatorField = 'name' | 'icon';

/** The chosen icon: the file and what its bytes turned out to be (null: not an image we take). */
export type CommentatorIcon = { file: Blob; fileName: string; type: IconBytesType };

export type CommentatorFormContext = {
  name: string;
  icon: CommentatorIcon | null;
  /** A file whose bytes are being read. */
  pendingIcon: { file: Blob; fileName: string } | null;
  touched: Partial<Record<CommentatorField, true>>;
  submitted: boolean;
  /** Set once the new commentator is known: named by the answer or found after it. */
  createdId: number | null;
  /**
   * The commentators the screen already holds (its whole list; null when it has none for
   * sure): a create answered without its id is the one new commentator beside them.
   */
  knownIds: number[] | null;
};

/** What the host knows before the form opens. */
export type CommentatorFormInput = { knownIds: number[] | null };

export const initialCommentatorFormContext = ({
  input,
}: {
  input: CommentatorFormInput;
}): CommentatorFormContext => ({
  name: '',
  icon: null,
  pendingIcon: null,
  touched: {},
  submitted: false,
  createdId: null,
  knownIds: input.knownIds,
});
