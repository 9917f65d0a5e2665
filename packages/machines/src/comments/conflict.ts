import type { Comment } from '@landing/api';
import {
  formConflictOf,
  resolvedValues,
  type FormConflict,
} from '../shared/conflict/formConflict.ts';
import { formValuesOf, type CommentFormValues, type CommentsContext } from './context.ts';

/** Every field of a comment is one value. */
const FIELD_KINDS: { [K in keyof CommentFormValues]: 'value' } = {
  commentatorId: 'value',
  langId: 'value',
  text: 'value',
  stars: 'value',
  countRated: 'value',
  reply: 'value',
};

/** The three-way merge of the comment form against the comment as stored now (issue 29). */
export const commentConflictOf = (context: CommentsContext, current: Comment) =>
  formConflictOf(
    FIELD_KINDS,
    context.initialValues,
    context.values,
    formValuesOf(current),
    current.version,
  );

/** The resolved merge in the form: picks as values, theirs as what it started from. */
export const takeResolvedComment = (
  conflict: FormConflict<CommentFormValues>,
): Partial<CommentsContext> => ({
  values: resolvedValues(conflict),
  initialValues: conflict.theirs,
  version: conflict.version,
});
