export { commentsMachine, COMMENTS_TEXTS, type CommentsTag } from './machine.ts';
export type {
  CommentsEmitted,
  CommentsEvent,
  CommentsFillEvent,
  CommentFormChange,
} from './events.ts';
export {
  emptyCommentForm,
  type BulkMode,
  type BulkSelection,
  type CommentFormField,
  type CommentFormValues,
  type CommentsContext,
  type CommentsInput,
} from './context.ts';
export {
  commentsActors,
  type DeleteCommentInput,
  type FillCommentsInput,
  type LinkCommentsInput,
  type LoadCommentsInput,
  type LoadCommentsOutput,
  type LoadOptionsOutput,
  type TranslateCommentsInput,
  type UpdateCommentInput,
} from './actors.ts';
export { availableBaseComments, copiesInActiveLocale } from './derive.ts';
export { clampStars } from './stars.ts';
export { COMMENT_MESSAGES, commentPayload, validateComment } from './validation.ts';
export * as commentsSelectors from './selectors.ts';
export type { BulkStatus, CommentsSnapshot } from './selectors.ts';
