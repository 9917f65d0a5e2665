import type { CommentUpdate } from '@landing/api';
import { commentatorFormMachine } from '../commentatorForm/machine.ts';
import { notProvidedActor, notProvidedCallback } from '../shared/notProvided.ts';
import type { Created, CreatedMany } from '../shared/writeAnswer.ts';
import type { Comment, CommentCreate, Commentator, Locale } from './entities.ts';
import type { CommentsFillEvent } from './events.ts';

export type LoadCommentsInput = {
  contentId: number;
  baseContentId: number | null;
  /** The translation's first page is enough: the rest comes through `fillComments` (issue 31). */
  firstPage?: true;
};
export type LoadCommentsOutput = {
  comments: Comment[];
  baseComments: Comment[];
  /** Only the first page of the translation's comments came: the cursor of the rest. */
  next?: string | null;
  /** The translation's whole list's version (its read's `ETag`), when the server gives one. */
  version?: string;
};
/** The rest of a translation's comments, after the cursor the first page answered. */
export type FillCommentsInput = { contentId: number; after: string };
export type LoadOptionsOutput = { commentators: Commentator[]; locales: Locale[] };
export type LinkCommentsInput = { contentId: number; commentIds: number[] };
export type UpdateCommentInput = {
  id: number;
  changes: CommentUpdate;
  /** The version the form started from (If-Match); none when the server gave none. */
  version?: unknown;
};
/** `GET /api/comments/{id}`: the comment as stored now (issue 29). */
export type CheckCommentInput = { id: number };
export type DeleteCommentInput = { id: number };
export type TranslateCommentsInput = { commentIds: number[]; targetLocaleId: number };

/** Injected actors (all `fromPromise` but `commentatorForm`). */
export const commentsActors = {
  /**
   * GET /api/launcher-content/{id}/comments (its first page when `firstPage`), and the base
   * translation's when given.
   */
  loadComments: notProvidedActor<LoadCommentsOutput, LoadCommentsInput>('loadComments'),
  /**
   * The translation's comments after `after`, page by page (issue 31): `comments.arrived` with
   * each page's rows and the cursor of the rest (null: all arrived), or `comments.fillFailed`.
   */
  fillComments: notProvidedCallback<CommentsFillEvent, FillCommentsInput>('fillComments'),
  /** GET /api/commentators and GET /api/locales (the Author and Language choices). */
  loadOptions: notProvidedActor<LoadOptionsOutput, void>('loadOptions'),
  /** GET /api/commentators, after a new one was created. */
  loadCommentators: notProvidedActor<Commentator[], void>('loadCommentators'),
  /** GET /api/comments: read before a create and after one answered without its id. */
  listComments: notProvidedActor<Comment[], void>('listComments'),
  /** POST /api/comments. */
  createComment: notProvidedActor<Created, CommentCreate>('createComment'),
  /** POST /api/launcher-content/{id}/comments/{commentId} for each id, in order. */
  linkComments: notProvidedActor<unknown, LinkCommentsInput>('linkComments'),
  /** PATCH /api/comments/{id}. */
  updateComment: notProvidedActor<unknown, UpdateCommentInput>('updateComment'),
  /** GET /api/comments/{id}: before a write to a server without versions, or after a stale one. */
  checkComment: notProvidedActor<Comment, CheckCommentInput>('checkComment'),
  /** DELETE /api/comments/{id} (the comment goes, and with it its link). */
  deleteComment: notProvidedActor<unknown, DeleteCommentInput>('deleteComment'),
  /** POST /api/comments/batch: copies of base comments in the active language. */
  createComments: notProvidedActor<CreatedMany, { comments: CommentCreate[] }>('createComments'),
  /** POST /api/comments/translate; answers the new comments. */
  translateComments: notProvidedActor<CreatedMany, TranslateCommentsInput>('translateComments'),
  /**
   * The Create New Commentator form: the commentatorForm machine, whose own effects are
   * placeholders until it is provided too.
   */
  commentatorForm: commentatorFormMachine,
};
