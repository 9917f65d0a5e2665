import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { commentatorFormMachine } from '../commentatorForm/machine.ts';
import { selectIsDirty as selectCommentatorFormIsDirty } from '../commentatorForm/selectors.ts';
import type { CommentFormField, CommentFormValues } from './context.ts';
import {
  availableBaseComments,
  broughtOverBaseComments,
  canAddFromBase,
  canTranslateFromBase,
} from './derive.ts';
import type { Comment, Commentator } from './entities.ts';
import type { commentsMachine } from './machine.ts';
import { validateComment } from './validation.ts';

export type CommentsSnapshot = SnapshotFrom<typeof commentsMachine>;
export type CommentatorFormRef = ActorRefFrom<typeof commentatorFormMachine>;
export type BulkStatus = 'All selected' | 'Partially selected' | 'None selected';

export const selectIsLoading = (snapshot: CommentsSnapshot) => snapshot.hasTag('loading');
/** Why the comments could not be loaded, or null. */
export const selectLoadError = (snapshot: CommentsSnapshot) => snapshot.context.loadError;
export const selectIsBase = (snapshot: CommentsSnapshot) => snapshot.context.isBase;
export const selectComments = (snapshot: CommentsSnapshot): readonly Comment[] =>
  snapshot.context.comments;
/** Who changed the comments elsewhere while the open form holds typed text (issue 29), or null. */
export const selectChangedElsewhere = (snapshot: CommentsSnapshot) =>
  snapshot.matches('ready') && !snapshot.matches({ ready: 'readingElsewhere' })
    ? snapshot.context.changedElsewhere
    : null;
export const selectIsBusy = (snapshot: CommentsSnapshot) => snapshot.hasTag('busy');
export const selectIsRefreshing = (snapshot: CommentsSnapshot) => snapshot.hasTag('refreshing');
export const selectCommentators = (snapshot: CommentsSnapshot) => snapshot.context.commentators;

/**
 * A comment's author as the table and the bulk modal name it: the comment's own `commentator`,
 * else the commentators list's (a back office may leave it out, §3); null until that list has
 * it (shown as a dash, never a bare id).
 */
export const authorNameOf = (
  comment: Comment,
  commentators: readonly Commentator[],
): string | null =>
  comment.commentator?.name ??
  commentators.find((commentator) => commentator.id === comment.commentatorId)?.name ??
  null;
export const selectLocales = (snapshot: CommentsSnapshot) => snapshot.context.locales;

// Comment form
export const selectIsFormOpen = (snapshot: CommentsSnapshot) => snapshot.context.formOpen;
export const selectIsEditing = (snapshot: CommentsSnapshot) => snapshot.context.editingId !== null;
export const selectValue =
  <TField extends CommentFormField>(field: TField) =>
  (snapshot: CommentsSnapshot): CommentFormValues[TField] =>
    snapshot.context.values[field];
/** A field's message once it was changed or a submit was attempted; else null. */
export const selectFieldError = (field: CommentFormField) => (snapshot: CommentsSnapshot) => {
  const { context } = snapshot;
  if (!context.submitted && !context.touched[field]) return null;
  return validateComment(context.values)[field] ?? null;
};
const sameValues = (a: CommentFormValues, b: CommentFormValues) =>
  (Object.keys(a) as CommentFormField[]).every((field) => a[field] === b[field]);
/** The comment form holds something not saved. */
export const selectIsCommentFormDirty = (snapshot: CommentsSnapshot) =>
  !sameValues(snapshot.context.values, snapshot.context.initialValues);
/** The comment form or the open Create New Commentator form holds something: leaving asks. */
export const selectIsDirty = (snapshot: CommentsSnapshot) => {
  const commentatorForm = selectCommentatorFormRef(snapshot)?.getSnapshot();
  return (
    selectIsCommentFormDirty(snapshot) ||
    (commentatorForm !== undefined && selectCommentatorFormIsDirty(commentatorForm))
  );
};
export const selectIsSaving = (snapshot: CommentsSnapshot) =>
  [
    'savingComment',
    'listingComments',
    'creatingComment',
    'findingComment',
    'linkingCreated',
    'updatingComment',
    'checkingComment',
    'mergedComment',
  ].some((state) => snapshot.matches({ ready: state as 'creatingComment' }));
/** The open conflict dialog's merge (issue 29), or null. */
export const selectConflict = (snapshot: CommentsSnapshot) => snapshot.context.conflict;
/** The operator's own values, shown as "yours" in the conflict dialog. */
export const selectMine = (snapshot: CommentsSnapshot) => snapshot.context.values;
export const selectDeletingId = (snapshot: CommentsSnapshot) => snapshot.context.deletingId;

// Commentator modal
export const selectIsCreatingAuthor = (snapshot: CommentsSnapshot) =>
  snapshot.matches({ ready: 'creatingAuthor' });
/** The Create New Commentator form's actor while its modal is open. */
export const selectCommentatorFormRef = (snapshot: CommentsSnapshot) =>
  snapshot.children.commentatorForm as CommentatorFormRef | undefined;

// From base
/** 'Add from Base' and 'Translate Comments from Base' are hidden on the base. */
export const selectShowsFromBase = (snapshot: CommentsSnapshot) => !snapshot.context.isBase;
export const selectCanAddFromBase = (snapshot: CommentsSnapshot) =>
  canAddFromBase(snapshot.context);
export const selectCanTranslateFromBase = (snapshot: CommentsSnapshot) =>
  canTranslateFromBase(snapshot.context);
export const selectBulkMode = (snapshot: CommentsSnapshot) => snapshot.context.bulk?.mode ?? null;
/** The active translation's language, as the bulk modal's title names it. */
export const selectBulkLanguage = (snapshot: CommentsSnapshot) => {
  const { localeId, locales } = snapshot.context;
  // The translation may come without its locale; the languages list names it then.
  return (
    snapshot.context.localeName ||
    (locales.find((locale) => locale.id === localeId)?.displayName ?? '')
  );
};
let lastAvailable: {
  comments: readonly Comment[];
  baseComments: readonly Comment[];
  list: readonly Comment[];
} | null = null;
/** The base comments offered in the open modal (the same array while nothing changed). */
export const selectBulkComments = (snapshot: CommentsSnapshot): readonly Comment[] => {
  const { comments, baseComments } = snapshot.context;
  if (lastAvailable?.comments !== comments || lastAvailable.baseComments !== baseComments) {
    lastAvailable = { comments, baseComments, list: availableBaseComments(snapshot.context) };
  }
  return lastAvailable.list;
};
/** How many base comments the translation already has (not offered again). */
export const selectBulkBroughtOverCount = (snapshot: CommentsSnapshot) =>
  broughtOverBaseComments(snapshot.context).length;
export const selectBulkSelectedIds = (snapshot: CommentsSnapshot): readonly number[] =>
  snapshot.context.bulk?.selectedIds ?? [];
export const selectBulkStatus = (snapshot: CommentsSnapshot): BulkStatus => {
  const selected = selectBulkSelectedIds(snapshot).length;
  const total = availableBaseComments(snapshot.context).length;
  if (selected === 0) return 'None selected';
  return selected === total ? 'All selected' : 'Partially selected';
};
export const selectIsBulkSaving = (snapshot: CommentsSnapshot) =>
  snapshot.context.bulk !== null && snapshot.hasTag('busy');
export const selectCanConfirmBulk = (snapshot: CommentsSnapshot) =>
  (snapshot.matches({ ready: 'bulkSelecting' }) ||
    snapshot.matches({ ready: 'bulkReadingElsewhere' })) &&
  selectBulkSelectedIds(snapshot).length > 0;
