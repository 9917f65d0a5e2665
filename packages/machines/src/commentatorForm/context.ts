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
  /** Set once the server answered the new commentator's id. */
  createdId: number | null;
};

export const initialCommentatorFormContext = (): CommentatorFormContext => ({
  name: '',
  icon: null,
  pendingIcon: null,
  touched: {},
  submitted: false,
  createdId: null,
});
