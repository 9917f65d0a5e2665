import type { ChangedElsewhere } from '../shared/changedElsewhere.ts';
import type { ConflictEvent } from '../shared/conflict/formConflict.ts';
import type { BulkMode, CommentFormField, CommentFormValues } from './context.ts';
import type { Comment } from './entities.ts';

/** Form edits; Rating may come as typed text (it is clamped to 1–5, non-numeric → 1). */
export type CommentFormChange = Partial<Omit<CommentFormValues, 'stars'>> & {
  stars?: number | string;
};

/** What `fillComments` sends as the translation's comments arrive page by page (issue 31). */
export type CommentsFillEvent =
  /** A page: its rows, and the cursor of the rest (null: every comment arrived). */
  | { type: 'comments.arrived'; comments: Comment[]; next: string | null }
  | { type: 'comments.fillFailed'; error: unknown };

export type CommentsEvent =
  | CommentsFillEvent
  /** Loads again after the list failed to load. */
  | { type: 'comments.retry' }
  /** The Create New Comment / Edit Comment section opened or closed. */
  | { type: 'form.open'; open: boolean }
  | { type: 'form.change'; values: CommentFormChange }
  /** 'Create & Attach Comment' or 'Save Changes'. */
  | { type: 'form.submit' }
  /** 'Cancel Edit': back to an empty create form. */
  | { type: 'form.cancelEdit' }
  | { type: 'comment.edit'; id: number }
  | { type: 'comment.delete'; id: number }
  /** 'Create New Author' opens the Create New Commentator modal; cancel closes it. */
  | { type: 'author.create' }
  | { type: 'author.cancel' }
  | { type: 'bulk.open'; mode: BulkMode }
  | { type: 'bulk.toggle'; id: number }
  | { type: 'bulk.toggleAll' }
  | { type: 'bulk.cancel' }
  | { type: 'bulk.confirm' }
  /** The landing watch heard another operator change this translation's comments (issue 29). */
  | { type: 'comments.changedElsewhere'; change: ChangedElsewhere }
  /** Issue 29: another operator changed the base translation's comments ('Add from Base'). */
  | { type: 'comments.baseChangedElsewhere'; change: ChangedElsewhere }
  /** Reload on the notice: the comments are read again, the form's typed text dropped. */
  | { type: 'comments.reload' }
  /** The conflict dialog (issue 29): picks, keep all, save the merge, cancel. */
  | ConflictEvent<CommentFormField>;

/**
 * The commentator just created, in the list now: the view chooses it as the form's author. Null
 * when one was made but could not be told for sure (answered without its id): nobody is chosen.
 */
export type CommentsEmitted = { type: 'author.created'; commentatorId: number | null };
