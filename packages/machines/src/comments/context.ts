import type { EventObject } from 'xstate';
import { COMMENT_COUNT_RATED_DEFAULT, COMMENT_STARS_DEFAULT } from '@landing/api';
import type { ChangedElsewhere, HeldClick } from '../shared/changedElsewhere.ts';
import type { FormConflict } from '../shared/conflict/formConflict.ts';
import type { Comment, Commentator, Locale } from './entities.ts';

/** The comment form. Count Rated stays the typed text until it is sent. */
export type CommentFormValues = {
  commentatorId: number | null;
  langId: number | null;
  text: string;
  stars: number;
  countRated: string;
  reply: string;
};

export type CommentFormField = keyof CommentFormValues;

export type BulkMode = 'add' | 'translate';

/** The open 'Add from Base' / 'Translate Comments from Base' modal. */
export type BulkSelection = { mode: BulkMode; selectedIds: number[] };

export type CommentsInput = {
  /** The active translation. */
  contentId: number;
  localeId: number;
  /** The language's display name, for the bulk modals' titles ('': taken from the locales). */
  localeName: string;
  /** The active translation is the base (default) one. */
  isBase: boolean;
  /** The base translation, when there is one and it is not the active one. */
  baseContentId: number | null;
  /** The base translation has a description to translate from. */
  baseHasContent: boolean;
};

export type CommentsContext = CommentsInput & {
  /** The comments linked to the active translation. */
  comments: Comment[];
  /**
   * The cursor of the translation's comments still to arrive (issue 31); null once all arrived.
   * Add from Base waits for them: it offers what the translation does not have yet.
   */
  commentsNext: string | null;
  /**
   * The translation's comment list's version as last read, when the server gives one (issue 29):
   * the landing watch's row for the list as read is not read again. Null: every change is read.
   */
  listVersion: string | null;
  /** The base translation's comments (empty on the base itself). */
  baseComments: Comment[];
  commentators: Commentator[];
  /** The commentators were read (the whole list): a new one is told apart from them. */
  commentatorsRead: boolean;
  locales: Locale[];
  loadError: string | null;
  /** The Create New Comment / Edit Comment section is open. */
  formOpen: boolean;
  /** The comment being edited; null: creating. */
  editingId: number | null;
  values: CommentFormValues;
  /** What the form started from: dirty while `values` differ. */
  initialValues: CommentFormValues;
  /** The edited comment's version as loaded (issue 29); an update names it (If-Match). */
  version: unknown;
  /** While the conflict dialog is open: another operator saved the edited comment too. */
  conflict: FormConflict<CommentFormValues> | null;
  touched: Partial<Record<CommentFormField, true>>;
  submitted: boolean;
  bulk: BulkSelection | null;
  /** The comment whose deletion is in flight. */
  deletingId: number | null;
  /** The comments created by the last bulk action, to be linked. */
  createdIds: number[];
  /** The comments listed before a create (null if that read failed): to find an unnamed one. */
  commentIdsBefore: number[] | null;
  /** The commentator just created, chosen as the form's author once the list is loaded again. */
  newAuthorId: number | null;
  /**
   * Another operator changed the translation's comments while the open form holds typed text:
   * who and when, for 'Changed by {operator} {time ago}: Reload' (issue 29); null otherwise.
   */
  changedElsewhere: ChangedElsewhere | null;
  /** The last click made while another operator's save is read, acted on when it ends (issue 29). */
  heldClick: HeldClick | null;
  /** Changes told while the form could not read them, heard once it can (issue 29). */
  keptChanges: readonly EventObject[];
};

export function emptyCommentForm(localeId: number): CommentFormValues {
  return {
    commentatorId: null,
    langId: localeId,
    text: '',
    stars: COMMENT_STARS_DEFAULT,
    countRated: String(COMMENT_COUNT_RATED_DEFAULT),
    reply: '',
  };
}

export function formValuesOf(comment: Comment): CommentFormValues {
  return {
    commentatorId: comment.commentatorId,
    langId: comment.langId,
    text: comment.text ?? '',
    stars: comment.stars ?? COMMENT_STARS_DEFAULT,
    countRated: String(comment.countRated ?? COMMENT_COUNT_RATED_DEFAULT),
    reply: comment.reply ?? '',
  };
}

export function initialCommentsContext(input: CommentsInput): CommentsContext {
  const values = emptyCommentForm(input.localeId);
  return {
    ...input,
    comments: [],
    commentsNext: null,
    listVersion: null,
    baseComments: [],
    commentators: [],
    commentatorsRead: false,
    locales: [],
    loadError: null,
    formOpen: false,
    editingId: null,
    values,
    initialValues: values,
    version: undefined,
    conflict: null,
    touched: {},
    submitted: false,
    bulk: null,
    deletingId: null,
    createdIds: [],
    newAuthorId: null,
    commentIdsBefore: null,
    changedElsewhere: null,
    heldClick: null,
    keptChanges: [],
  };
}
