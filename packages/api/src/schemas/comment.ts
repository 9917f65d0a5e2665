import { type } from './answerType.ts';
import { Id, lenient, LenientString, LenientText, Locale, RowVersion, rowsOf } from './common.ts';
import { lazySchema } from './lazySchema.ts';
import { listPageOf, versionedListOf } from './listPage.ts';

export const Commentator = lazySchema(() =>
  type({
    id: Id,
    'name?': LenientText,
    'icon?': LenientString,
    'iconUrl?': LenientString,
    'version?': RowVersion,
  }),
);
export type Commentator = typeof Commentator.infer;
export const CommentatorList = lazySchema(() => rowsOf(Commentator));

/** `POST /api/commentators` "returns the id"; a full commentator is accepted too. */
export const CommentatorCreated = lazySchema(() => type({ id: Id }));
export type CommentatorCreated = typeof CommentatorCreated.infer;

/** Text fields of the commentator multipart body (plus the `icon` file). */
export const CommentatorFields = lazySchema(() => type({ name: '2 <= string <= 50' }));
export type CommentatorFields = typeof CommentatorFields.infer;
export const CommentatorUpdateFields = lazySchema(() => CommentatorFields.partial());
export type CommentatorUpdateFields = typeof CommentatorUpdateFields.infer;

/** The spec's messages for a commentator name `CommentatorFields` refuses. */
export const COMMENTATOR_NAME_MESSAGES = {
  tooShort: 'Commentator name must be at least 2 characters long',
  tooLong: 'Commentator name cannot exceed 50 characters',
} as const;

/**
 * What is wrong with a commentator name, in the spec's words (a missing name is too short);
 * undefined when `CommentatorFields` accepts it. Both back offices answer it with a 400.
 */
export function commentatorNameMessage(name: unknown): string | undefined {
  const result = CommentatorFields({ name });
  if (!(result instanceof type.errors)) return undefined;
  return result.some((issue) => issue.code === 'maxLength')
    ? COMMENTATOR_NAME_MESSAGES.tooLong
    : COMMENTATOR_NAME_MESSAGES.tooShort;
}

/**
 * A comment as the console reads it: its ids required (a comment is placed by its language and
 * commentator), anything else may be absent or odd (DECISIONS.md "Write answers").
 */
export const Comment = lazySchema(() =>
  type({
    id: Id,
    'text?': LenientText,
    'stars?': lenient(type('1 <= number <= 5')),
    'countRated?': lenient(type('number.integer >= 0')),
    'reply?': LenientString,
    commentatorId: Id,
    langId: Id,
    'commentator?': lenient(
      type({ id: Id, 'name?': LenientText, 'iconUrl?': LenientString }).or('null'),
    ),
    'locale?': lenient(Locale.or('null')),
    'version?': RowVersion,
    /**
     * Not in the spec: the base comment this one is a copy or translation of (null: written
     * here). Absent from back offices that do not keep it; the editor then compares contents.
     */
    'originId?': lenient(Id.or('null')),
  }),
);
export type Comment = typeof Comment.infer;
export const CommentList = lazySchema(() => rowsOf(Comment));

/** A page of a translation's comments, `?limit=&after=` (issue 31): in link order. */
export const CommentPage = lazySchema(() => listPageOf(Comment));

/** A translation's whole comment list with its version (the answer's `ETag`, issue 29). */
export const VersionedCommentList = lazySchema(() => versionedListOf(Comment));

/** Comments one batch or translation call may create. */
export const maxCommentBatch = 100;

export const CommentCreate = lazySchema(() =>
  type({
    commentatorId: Id,
    langId: Id,
    text: '2 <= string <= 500',
    'reply?': type('string <= 1000').or('null'),
    stars: '1 <= number.integer <= 5',
    countRated: 'number.integer >= 1',
    /** The base comment copied ('Add from Base'); a translation's copies get it from the server. */
    'originId?': Id.or('null'),
  }),
);
export type CommentCreate = typeof CommentCreate.infer;

/** A comment's origin is set when it is made, never changed. */
export const CommentUpdate = lazySchema(() => CommentCreate.omit('originId').partial());
export type CommentUpdate = typeof CommentUpdate.infer;

/** `POST /api/comments/translate`; answers the new comments. */
export const CommentsTranslate = lazySchema(() =>
  type({
    commentIds: Id.array().atLeastLength(1).atMostLength(maxCommentBatch),
    targetLocaleId: Id,
  }),
);
export type CommentsTranslate = typeof CommentsTranslate.infer;

/**
 * `POST /api/comments/batch`: its body is not shown; decided: several comments created at once
 * ("Add from Base"), answering the created comments in order.
 */
export const CommentsBatch = lazySchema(() =>
  type({
    comments: CommentCreate.array().atLeastLength(1).atMostLength(maxCommentBatch),
  }),
);
export type CommentsBatch = typeof CommentsBatch.infer;
