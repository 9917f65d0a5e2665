import {
  answeredId,
  answeredIds,
  CREATED_WITHOUT_ID,
  createdIdOf,
  createdIdsOf,
} from '../shared/writeAnswer.ts';
import { isGone, isStaleWrite, versionTag } from '@landing/api';
import { and, assign, emit, setup, spawnChild, stopChild } from 'xstate';
import { conflictActions, conflictTransitions } from '../shared/conflict/conflictState.ts';
import { conflictOrMerge, conflictOrMergeDone } from '../shared/conflict/readAgain.ts';
import { commentConflictOf, takeResolvedComment } from './conflict.ts';
import { identifyCreated, identifyCreatedMany, idsOf } from '../shared/identifyCreated.ts';
import { logFailure, notifyError, notifyWarning, reportingActions } from '../shared/notify.ts';
import { errorMessage } from '../shared/serverMessage.ts';
import { commentsActors, type LoadCommentsInput, type LoadCommentsOutput } from './actors.ts';
import {
  emptyCommentForm,
  formValuesOf,
  initialCommentsContext,
  type BulkMode,
  type CommentFormField,
  type CommentsContext,
  type CommentsInput,
} from './context.ts';
import {
  availableBaseComments,
  canAddFromBase,
  canTranslateFromBase,
  copiesInActiveLocale,
  selectedBaseComments,
} from './derive.ts';
import type { CommentFormChange, CommentsEmitted, CommentsEvent } from './events.ts';
import { clampStars } from './stars.ts';
import type { Comment } from './entities.ts';
import { isCommentValid, validPayload } from './validation.ts';
import { requireId } from '../shared/requireId.ts';
import {
  changedElsewhereActions,
  changedElsewhereGuards,
  changedElsewhereTransitions,
  holdClicks,
  readElsewhereDone,
  type WatchedForm,
  keepChangesToldWhileBusy,
} from '../shared/changedElsewhere.ts';

export type CommentsTag = 'loading' | 'busy' | 'refreshing';

/** The clicks held while the comments are read again (issue 29). */
export const COMMENTS_HELD_CLICKS = [
  'form.open',
  'form.submit',
  'form.cancelEdit',
  'comment.edit',
  'comment.delete',
  'author.create',
  'bulk.open',
  'comments.reload',
] as const;

export const COMMENTS_TEXTS = {
  loadFailed: 'Failed to load comments',
  created: 'Comment created and attached to translation',
  createFailed: 'Failed to create comment. Please try again.',
  updateFailed: 'Failed to update comment',
  removeFailed: 'Failed to remove comment',
  linked: 'Comment linked successfully',
  translated: 'Comments translated successfully',
  addFailed: 'Failed to add comment',
  translateFailed: 'Failed to translate comments',
  linkFailed: 'Failed to link comment',
  commentatorsFailed: 'Failed to load commentators',
  gone: 'This comment was deleted by another operator. What you typed is still in the form.',
} as const;

function applyChange(context: CommentsContext, change: CommentFormChange) {
  const { stars, ...rest } = change;
  const values = { ...context.values, ...rest };
  if (stars !== undefined) values.stars = clampStars(stars);
  const touched = { ...context.touched };
  for (const field of Object.keys(change) as CommentFormField[]) touched[field] = true;
  return { values, touched };
}

/** The form back to an empty create form (Rating 5, Count Rated 10, the active language). */
const freshForm = (context: CommentsContext) => {
  const values = emptyCommentForm(context.localeId);
  return {
    editingId: null,
    values,
    initialValues: values,
    version: undefined,
    conflict: null,
    touched: {},
    submitted: false,
  };
};

/** The form still holds something the comment as stored does not. */
const formChanged = (context: CommentsContext) =>
  JSON.stringify(context.values) !== JSON.stringify(context.initialValues);

/** The translation's comments and the base's, for the first load and every refresh alike. */
/** The comment an unnamed create made: the one new comment with the text, author and language sent. */
const foundCommentId = (context: CommentsContext, comments: Comment[]): number | null => {
  const sent = validPayload(context.values);
  return identifyCreated(
    context.commentIdsBefore,
    comments,
    (comment) =>
      comment.text === sent.text &&
      comment.commentatorId === sent.commentatorId &&
      comment.langId === sent.langId,
  );
};

/**
 * The comments a bulk action answered without their ids made: copies (add) by their text,
 * author and language; translations by their author and the active language (the server
 * writes their text). As many new ones of each as were sent, else null.
 */
const foundBulkIds = (context: CommentsContext, comments: Comment[]): number[] | null => {
  if (context.bulk?.mode === 'add') {
    const copyKey = (comment: {
      commentatorId?: number | null;
      langId?: number | null;
      text?: string | null;
    }) => JSON.stringify([comment.commentatorId, comment.langId, comment.text ?? ''] as const);
    return identifyCreatedMany(
      context.commentIdsBefore,
      comments,
      copiesInActiveLocale(context),
      copyKey,
      copyKey,
    );
  }
  return identifyCreatedMany(
    context.commentIdsBefore,
    comments,
    selectedBaseComments(context),
    (comment) => JSON.stringify([comment.commentatorId, comment.langId]),
    (base) => JSON.stringify([base.commentatorId, context.localeId]),
  );
};

const loadComments = {
  id: 'loadComments',
  src: 'loadComments' as const,
  input: ({ context }: { context: CommentsContext }): LoadCommentsInput => ({
    contentId: context.contentId,
    baseContentId: context.baseContentId,
  }),
};

/**
 * The first load reads the translation's first page; the rest fills in (issue 31). A refresh reads
 * the whole list, which replaces the rows shown (no list shorter than the one on screen).
 */
const loadFirstComments = {
  ...loadComments,
  input: ({ context }: { context: CommentsContext }): LoadCommentsInput => ({
    ...loadComments.input({ context }),
    firstPage: true,
  }),
};

/** Rows of a page that arrived, less any the list shows already (a page read twice). */
const withArrived = (shown: Comment[], arrived: Comment[]) => {
  const known = new Set(shown.map((comment) => comment.id));
  return [...shown, ...arrived.filter((comment) => !known.has(comment.id))];
};

const commentsOfRow = (row: unknown): Comment[] | null => {
  if (Array.isArray(row)) return row as Comment[];
  const comments = (row as { comments?: unknown } | null)?.comments;
  return Array.isArray(comments) ? (comments as Comment[]) : null;
};

/**
 * What Comments shows of a translation's comments another operator changed (issue 29): its
 * list. Unsaved input is typed text in the open form. The list's version is its read's (the
 * form's `version` is the edited comment's): a change to the list as read is its own; without
 * one every change is read and compared.
 */
/** The list's version as a read answered it; null: none (every change is read). */
const listVersionOf = ({ version }: LoadCommentsOutput): string | null => version ?? null;

const watchedComments: WatchedForm<CommentsContext, Comment[], LoadCommentsOutput> = {
  shownOf: commentsOfRow,
  savedOf: (context) => context.comments,
  sameShown: (a, b) => JSON.stringify(a) === JSON.stringify(b),
  isDirty: (context) => context.formOpen && formChanged(context),
  // The watch reads the whole list: nothing is left to arrive.
  take: (_, read) => ({
    comments: read.comments,
    baseComments: read.baseComments,
    commentsNext: null,
    listVersion: listVersionOf(read),
  }),
  versionOf: listVersionOf,
  heldVersionOf: (context) => context.listVersion,
  takeVersion: (_, read) => ({ baseComments: read.baseComments, listVersion: listVersionOf(read) }),
};

const answerOf = ({ event }: { event: { output: LoadCommentsOutput } }) => event.output;

const showComments = [{ type: 'showComments' as const, params: answerOf }, 'stopFill' as const];

const requireCursor = (next: string | null) => {
  if (next === null) throw new Error('No comments to read after the last page');
  return next;
};

/** The bulk modal's choices: the same while base comments another operator changed are read. */
const bulkChoices = {
  'bulk.toggle': {
    description: '{ id }: selects or unselects one base comment.',
    guard: {
      type: 'isBulkAvailable',
      params: ({ event }: { event: { id: number } }) => ({ id: event.id }),
    },
    actions: 'toggleBulk',
  },
  'bulk.toggleAll': {
    description: 'Selects all base comments, or none.',
    actions: 'toggleAllBulk',
  },
  'bulk.cancel': { description: 'Closes the modal.', target: 'idle', actions: 'closeBulk' },
  'bulk.confirm': [
    {
      description:
        "With a selection, creates (add) or translates the chosen comments and links them: 'Comment linked successfully' / 'Comments translated successfully'; failures are only logged.",
      guard: 'hasSelection',
      target: 'bulkSaving',
    },
  ],
} as const;

/**
 * The read's outcomes of the one rule (shared/changedElsewhere.ts) for the translation's own
 * comments; the base's are no input of the operator's, so they are taken whatever the outcome.
 */
const readElsewhereKeepingBase = <const Target extends string>(target: Target) => {
  const [noChange, unsavedInput, take] = readElsewhereDone(target);
  return [noChange, { ...unsavedInput, actions: 'takeBaseComments' as const }, take] as const;
};

/**
 * The comment read again before a write (issue 29): the conflict dialog, or the merge (theirs as
 * what the form started from).
 */
const commentReadAgain = conflictOrMerge<CommentsContext, CommentsEvent, Comment>(
  commentConflictOf,
  (merge) => ({ values: merge.merged, initialValues: merge.theirs, version: merge.version }),
);

export const commentsMachine = setup({
  types: {
    context: {} as CommentsContext,
    events: {} as CommentsEvent,
    input: {} as CommentsInput,
    tags: {} as CommentsTag,
    emitted: {} as CommentsEmitted,
  },
  actors: commentsActors,
  actions: {
    ...reportingActions,
    ...conflictActions<CommentsContext, CommentsEvent>(takeResolvedComment),
    ...commentReadAgain.actions,
    resetForm: assign(({ context }) => freshForm(context)),
    toggleBulk: assign(({ context, event }) => {
      if (event.type !== 'bulk.toggle') return {};
      const bulk = context.bulk ?? { mode: 'add' as const, selectedIds: [] };
      const selected = bulk.selectedIds.includes(event.id)
        ? bulk.selectedIds.filter((id) => id !== event.id)
        : [...bulk.selectedIds, event.id];
      return { bulk: { ...bulk, selectedIds: selected } };
    }),
    closeBulk: assign({ bulk: null }),
    /** A chosen base comment another operator deleted (or brought over) is no longer chosen. */
    keepAvailableSelection: assign(({ context }) => {
      if (context.bulk === null) return {};
      const available = new Set(idsOf(availableBaseComments(context)));
      const selectedIds = context.bulk.selectedIds.filter((id) => available.has(id));
      return { bulk: { ...context.bulk, selectedIds } };
    }),
    toggleAllBulk: assign(({ context }) => {
      const bulk = context.bulk ?? { mode: 'add' as const, selectedIds: [] };
      const all = availableBaseComments(context).map((comment) => comment.id);
      const allSelected = all.every((id) => bulk.selectedIds.includes(id));
      return { bulk: { ...bulk, selectedIds: allSelected ? [] : all } };
    }),
    /** The base translation's comments as read now. */
    takeBaseComments: assign(({ event }) =>
      'output' in event ? { baseComments: (event.output as LoadCommentsOutput).baseComments } : {},
    ),
    showComments: assign((_, read: LoadCommentsOutput) => ({
      comments: read.comments,
      commentsNext: read.next ?? null,
      listVersion: listVersionOf(read),
      baseComments: read.baseComments,
      changedElsewhere: null,
    })),
    /** Ends the read of the rest of the comments, if one is running (a new read replaces it). */
    stopFill: stopChild('fillComments'),
    /** Reads the rest of the translation's comments after the first page. */
    fillRest: spawnChild('fillComments', {
      id: 'fillComments',
      input: ({ context }) => ({
        contentId: context.contentId,
        after: requireCursor(context.commentsNext),
      }),
    }),
    ...changedElsewhereActions<CommentsContext, CommentsEvent, Comment[], LoadCommentsOutput>(
      watchedComments,
    ),
    /**
     * Tells the view the commentator just created, once the list has it and the form is back:
     * the view chooses it as the author with a change of its own, a step Undo takes back. Its id
     * is null when the form made one it could not tell for sure: then nobody is chosen.
     */
    announceNewAuthor: emit(({ context }) => ({
      type: 'author.created' as const,
      commentatorId: context.newAuthorId,
    })),
  },
  guards: {
    ...changedElsewhereGuards(watchedComments),
    isEditing: ({ context }) => context.editingId !== null,
    commentsToCome: ({ context }) => context.commentsNext !== null,
    /** Only the translation's first page came: the rest is to be read. */
    answeredMore: (_, output: LoadCommentsOutput) => (output.next ?? null) !== null,
    /** The server gave the edited comment a version: the write itself is checked (If-Match). */
    hasVersion: ({ context }) => versionTag(context.version) !== undefined,
    formChanged: ({ context }) => formChanged(context),
    staleWrite: ({ event }) => 'error' in event && isStaleWrite(event.error),
    gone: ({ event }) => 'error' in event && isGone(event.error),
    ...commentReadAgain.guards,
    isFormValid: ({ context }) => isCommentValid(context.values),
    isKnownComment: ({ context }, params: { id: number }) =>
      context.comments.some((comment) => comment.id === params.id),
    canOpenBulk: ({ context }, params: { mode: BulkMode }) =>
      params.mode === 'add' ? canAddFromBase(context) : canTranslateFromBase(context),
    isAddMode: ({ context }) => context.bulk?.mode === 'add',
    hasSelection: ({ context }) => selectedBaseComments(context).length > 0,
    isBulkAvailable: ({ context }, params: { id: number }) =>
      availableBaseComments(context).some((comment) => comment.id === params.id),
  },
}).createMachine({
  id: 'comments',
  context: ({ input }) => initialCommentsContext(input),
  initial: 'loading',
  on: {
    ...keepChangesToldWhileBusy(['comments.changedElsewhere', 'comments.baseChangedElsewhere']),
    'comments.arrived': {
      description:
        "{ comments, next }: a page of the translation's comments after the first (issue 31): its rows are added to the table; next null: all arrived (Add from Base waits for them).",
      guard: 'commentsToCome',
      actions: assign(({ context, event }) => ({
        comments: withArrived(context.comments, event.comments),
        commentsNext: event.next,
      })),
    },
    'comments.fillFailed': {
      description:
        "{ error }: a later page failed: the rows stay, 'Failed to load comments'; the rest comes with the next refresh.",
      guard: 'commentsToCome',
      actions: [notifyError(COMMENTS_TEXTS.loadFailed), logFailure(COMMENTS_TEXTS.loadFailed)],
    },
  },
  states: {
    loading: {
      description: "Loads the translation's comments (and the base's), the authors and languages.",
      tags: 'loading',
      type: 'parallel',
      states: {
        comments: {
          description: 'GET /api/launcher-content/{id}/comments (and the base translation’s).',
          initial: 'fetching',
          states: {
            fetching: {
              description: 'The lists are on their way (the first page of the translation’s).',
              invoke: {
                ...loadFirstComments,
                onDone: [
                  {
                    guard: { type: 'answeredMore', params: answerOf },
                    target: 'done',
                    actions: [...showComments, 'fillRest'],
                  },
                  { target: 'done', actions: showComments },
                ],
                onError: {
                  target: '#comments.loadFailed',
                  actions: assign({
                    loadError: ({ event }) => errorMessage(event.error, COMMENTS_TEXTS.loadFailed),
                  }),
                },
              },
            },
            done: { description: 'The comments are known.', type: 'final' },
          },
        },
        options: {
          description: 'GET /api/commentators and /api/locales for the form’s choices.',
          initial: 'fetching',
          states: {
            fetching: {
              description: 'The choices are on their way.',
              invoke: {
                id: 'loadOptions',
                src: 'loadOptions',
                onDone: {
                  target: 'done',
                  actions: assign({
                    commentators: ({ event }) => event.output.commentators,
                    commentatorsRead: true,
                    locales: ({ event }) => event.output.locales,
                  }),
                },
                // Without choices the form still shows its messages; the failure is logged.
                onError: {
                  target: 'done',
                  actions: logFailure(COMMENTS_TEXTS.commentatorsFailed),
                },
              },
            },
            done: { description: 'The choices are known (maybe none).', type: 'final' },
          },
        },
      },
      onDone: { target: 'ready' },
    },
    loadFailed: {
      description: "The error card: 'Error loading comments: {error}'.",
      on: {
        'comments.retry': {
          description: "Load again after 'Error loading comments: {error}'.",
          target: 'loading',
          actions: assign({ loadError: null }),
        },
      },
    },
    ready: {
      description: 'The table, the comment form and the from-base actions.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing in flight: the operator edits, opens a modal or picks a row.',
          entry: 'hearKeptChanges',
          on: {
            'comments.changedElsewhere': changedElsewhereTransitions('readingElsewhere'),
            'comments.baseChangedElsewhere': {
              description:
                "{ change }: another operator changed the base translation's comments ('Add from Base' offers them): they are read and shown by themselves.",
              target: 'readingElsewhere',
              actions: 'noteChangedElsewhere',
            },
            'comments.reload': {
              description:
                "Reload on the notice: the comments are read again, the form's typed text dropped.",
              target: 'refreshing',
              actions: ['resetForm', assign({ changedElsewhere: null })],
            },
            'form.open': {
              description: '{ open }: shows or hides the comment form.',
              actions: assign({ formOpen: ({ event }) => event.open }),
            },
            'form.change': {
              description:
                "{ values }: Rating clamped 1 to 5 (not a number: 1); rules CommentCreate with COMMENT_MESSAGES ('Count Rated must be a whole number of at least 1').",
              actions: assign(({ context, event }) => applyChange(context, event.values)),
            },
            'form.submit': [
              {
                description:
                  "A valid form creates then links the comment ('Comment created and attached to translation' / 'Failed to create comment. Please try again.') or, editing, PATCHes it ('Failed to update comment'); the form stays as typed on failure.",
                guard: { type: 'isFormValid' },
                target: 'savingComment',
                actions: assign({ submitted: true }),
              },
              { actions: assign({ submitted: true, formOpen: true }) },
            ],
            'form.cancelEdit': {
              description: 'Leaves editing a comment; the form is fresh again.',
              guard: 'isEditing',
              actions: 'resetForm',
            },
            'comment.edit': {
              description: '{ id }: that comment fills the form.',
              guard: { type: 'isKnownComment', params: ({ event }) => ({ id: event.id }) },
              actions: assign(({ context, event }) => {
                const comment = context.comments.find((item) => item.id === event.id);
                const values = comment ? formValuesOf(comment) : context.values;
                return {
                  editingId: event.id,
                  values,
                  initialValues: values,
                  version: comment?.version,
                  conflict: null,
                  touched: {},
                  submitted: false,
                  formOpen: true,
                };
              }),
            },
            'comment.delete': {
              description: "{ id }: DELETE /api/comments/{id} ('Failed to remove comment').",
              guard: { type: 'isKnownComment', params: ({ event }) => ({ id: event.id }) },
              target: 'deletingComment',
              actions: assign({ deletingId: ({ event }) => event.id }),
            },
            'author.create': {
              description:
                "The commentator modal (the commentatorForm child); the created one is announced (author.created) for the view to choose as the form's author.",
              target: 'creatingAuthor',
            },
            'bulk.open': [
              {
                description:
                  "{ mode: 'add' | 'translate' }: Add from Base / Translate; not on the base, only with base comments not linked yet (translate also needs base content).",
                guard: { type: 'canOpenBulk', params: ({ event }) => ({ mode: event.mode }) },
                target: 'bulkSelecting',
                actions: assign({
                  bulk: ({ event }) => ({ mode: event.mode, selectedIds: [] }),
                }),
              },
            ],
          },
        },
        savingComment: {
          description: 'Create (then link) or update, by whether a comment is being edited.',
          tags: 'busy',
          always: [
            { guard: and(['isEditing', 'hasVersion']), target: 'updatingComment' },
            // A server without versions: the comment is read before it is written.
            { guard: 'isEditing', target: 'checkingComment' },
            { target: 'listingComments' },
          ],
        },
        listingComments: {
          description:
            'GET /api/comments: what exists before the create, to find the new comment if its answer does not name it.',
          tags: 'busy',
          invoke: {
            id: 'listComments',
            src: 'listComments',
            onDone: {
              target: 'creatingComment',
              actions: assign({ commentIdsBefore: ({ event }) => idsOf(event.output) }),
            },
            // Without it an unnamed comment cannot be found; the create still goes ahead.
            onError: {
              target: 'creatingComment',
              actions: [assign({ commentIdsBefore: null }), logFailure(COMMENTS_TEXTS.loadFailed)],
            },
          },
        },
        creatingComment: {
          description: 'POST /api/comments with the form; the form keeps its values on failure.',
          tags: 'busy',
          invoke: {
            id: 'createComment',
            src: 'createComment',
            input: ({ context }) => validPayload(context.values),
            onDone: [
              {
                guard: answeredId,
                target: 'linkingCreated',
                actions: assign({
                  createdIds: ({ event }) => [createdIdOf(event.output, 'created comment')],
                }),
              },
              { target: 'findingComment' },
            ],
            onError: {
              target: 'idle',
              actions: [
                notifyError(COMMENTS_TEXTS.createFailed),
                logFailure(COMMENTS_TEXTS.createFailed),
              ],
            },
          },
        },
        findingComment: {
          description:
            'GET /api/comments after a create answered without its id: the one new comment with the text, author and language sent is attached; else a warning and the list shows what the server holds.',
          tags: 'busy',
          invoke: {
            id: 'listComments',
            src: 'listComments',
            onDone: [
              {
                guard: ({ context, event }) => foundCommentId(context, event.output) !== null,
                target: 'linkingCreated',
                actions: assign({
                  createdIds: ({ context, event }) => [
                    requireId(foundCommentId(context, event.output), 'created comment'),
                  ],
                  commentIdsBefore: null,
                }),
              },
              {
                target: 'refreshing',
                actions: [
                  'resetForm',
                  assign({ commentIdsBefore: null }),
                  notifyWarning(CREATED_WITHOUT_ID),
                ],
              },
            ],
            onError: {
              target: 'refreshing',
              actions: [
                'resetForm',
                assign({ commentIdsBefore: null }),
                notifyWarning(CREATED_WITHOUT_ID),
              ],
            },
          },
        },
        linkingCreated: {
          description: 'POST /api/launcher-content/{id}/comments/{commentId}: attach the new one.',
          tags: 'busy',
          invoke: {
            id: 'linkComments',
            src: 'linkComments',
            input: ({ context }) => ({
              contentId: context.contentId,
              commentIds: context.createdIds,
            }),
            onDone: {
              target: 'refreshing',
              actions: [
                'resetForm',
                assign({ createdIds: [] }),
                { type: 'notify', params: { kind: 'success', text: COMMENTS_TEXTS.created } },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ createdIds: [] }),
                notifyError(COMMENTS_TEXTS.createFailed),
                logFailure(COMMENTS_TEXTS.linkFailed),
              ],
            },
          },
        },
        updatingComment: {
          description:
            'PATCH /api/comments/{id}; then the list is fetched again and the form closes.',
          tags: 'busy',
          invoke: {
            id: 'updateComment',
            src: 'updateComment',
            input: ({ context }) => ({
              id: requireId(context.editingId, 'comment'),
              changes: validPayload(context.values),
              version: context.version,
            }),
            onDone: {
              target: 'refreshing',
              actions: ['resetForm', assign({ formOpen: false })],
            },
            onError: [
              { guard: 'staleWrite', target: 'checkingComment' },
              // Everything typed stays; the list shows the comment gone at its next load.
              { guard: 'gone', target: 'idle', actions: notifyError(COMMENTS_TEXTS.gone) },
              {
                target: 'idle',
                actions: [
                  notifyError(COMMENTS_TEXTS.updateFailed),
                  logFailure(COMMENTS_TEXTS.updateFailed),
                ],
              },
            ],
          },
        },
        checkingComment: {
          description:
            'GET /api/comments/{id} as stored now (issue 29): before a write to a server without versions, or after a stale write. Fields only the other operator changed are taken; fields both changed open the conflict dialog.',
          tags: 'busy',
          invoke: {
            id: 'checkComment',
            src: 'checkComment',
            input: ({ context }) => ({ id: requireId(context.editingId, 'comment') }),
            onDone: conflictOrMergeDone('conflict', 'mergedComment'),
            onError: [
              { guard: 'gone', target: 'idle', actions: notifyError(COMMENTS_TEXTS.gone) },
              {
                target: 'idle',
                actions: [
                  notifyError(COMMENTS_TEXTS.updateFailed),
                  logFailure(COMMENTS_TEXTS.updateFailed),
                ],
              },
            ],
          },
        },
        mergedComment: {
          description:
            'Merged with the comment as stored now: what still differs is written against the version just read; nothing left to write is a save already made (the form closes).',
          tags: 'busy',
          always: [
            { guard: 'formChanged', target: 'updatingComment' },
            { target: 'refreshing', actions: ['resetForm', assign({ formOpen: false })] },
          ],
        },
        conflict: {
          description:
            'Another operator saved a field of this comment the form changed too: per field the original, theirs and mine; the operator picks (or keeps all of theirs / all of mine) and saves against their version.',
          on: conflictTransitions('mergedComment', [], 'idle'),
        },
        deletingComment: {
          description: 'DELETE /api/comments/{id} (confirmed in the table).',
          tags: 'busy',
          invoke: {
            id: 'deleteComment',
            src: 'deleteComment',
            input: ({ context }) => ({ id: requireId(context.deletingId, 'comment') }),
            onDone: {
              target: 'refreshing',
              actions: assign(({ context }) => ({
                comments: context.comments.filter((comment) => comment.id !== context.deletingId),
                deletingId: null,
                // A deleted comment cannot stay in the edit form.
                ...(context.editingId === context.deletingId ? freshForm(context) : {}),
              })),
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ deletingId: null }),
                notifyError(COMMENTS_TEXTS.removeFailed),
                logFailure(COMMENTS_TEXTS.removeFailed),
              ],
            },
          },
        },
        creatingAuthor: {
          description: "The 'Create New Commentator' modal runs its own form.",
          on: {
            'author.cancel': {
              description: 'Closes the commentator modal.',
              target: 'idle',
            },
          },
          invoke: {
            id: 'commentatorForm',
            src: 'commentatorForm',
            input: ({ context }) => ({
              knownIds: context.commentatorsRead ? idsOf(context.commentators) : null,
            }),
            // An id of null: made but not found for sure; the reloaded list shows it, nobody is
            // chosen.
            onDone: {
              target: 'reloadingCommentators',
              actions: assign({ newAuthorId: ({ event }) => event.output.id }),
            },
          },
        },
        reloadingCommentators: {
          description: 'GET /api/commentators so the new author is in the Author select.',
          tags: 'busy',
          invoke: {
            id: 'loadCommentators',
            src: 'loadCommentators',
            onDone: {
              target: 'idle',
              actions: [
                assign({ commentators: ({ event }) => event.output, commentatorsRead: true }),
                'announceNewAuthor',
                assign({ newAuthorId: null }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                logFailure(COMMENTS_TEXTS.commentatorsFailed),
                'announceNewAuthor',
                assign({ newAuthorId: null }),
              ],
            },
          },
        },
        bulkSelecting: {
          description: 'A bulk modal: base comments to pick, with select-all.',
          entry: ['keepAvailableSelection', 'hearKeptChanges'],
          on: {
            ...bulkChoices,
            'comments.changedElsewhere': changedElsewhereTransitions('bulkReadingElsewhere'),
            'comments.baseChangedElsewhere': {
              description:
                "{ change }: another operator changed the base translation's comments: they are read; the modal offers them as they are now.",
              target: 'bulkReadingElsewhere',
              actions: 'noteChangedElsewhere',
            },
          },
        },
        bulkReadingElsewhere: {
          description:
            "The modal stays open while the comments are read again: the base's show as they are now (a chosen one deleted meanwhile is no longer chosen); the translation's own follow the rule of readingElsewhere.",
          on: {
            ...bulkChoices,
            'bulk.cancel': {
              description: 'The read goes on.',
              target: 'readingElsewhere',
              actions: 'closeBulk',
            },
          },
          invoke: {
            ...loadComments,
            onDone: readElsewhereKeepingBase('bulkSelecting'),
            onError: { target: 'bulkSelecting', actions: logFailure(COMMENTS_TEXTS.loadFailed) },
          },
        },
        bulkSaving: {
          description:
            'GET /api/comments: what exists before the copies or translations, to find them if the answer does not name them.',
          tags: 'busy',
          invoke: {
            id: 'listComments',
            src: 'listComments',
            onDone: {
              target: 'bulkRouting',
              actions: assign({ commentIdsBefore: ({ event }) => idsOf(event.output) }),
            },
            // Without it unnamed comments cannot be found; the action still goes ahead.
            onError: {
              target: 'bulkRouting',
              actions: [assign({ commentIdsBefore: null }), logFailure(COMMENTS_TEXTS.loadFailed)],
            },
          },
        },
        bulkRouting: {
          description: 'Add copies or translate, by the modal that is open.',
          tags: 'busy',
          always: [{ guard: 'isAddMode', target: 'bulkCreating' }, { target: 'bulkTranslating' }],
        },
        bulkFinding: {
          description:
            'GET /api/comments after a batch or translate answered without the new ids: as many new comments as were sent (copies by text, author and language; translations by author and language) are linked; else a warning and the list shows what the server holds.',
          tags: 'busy',
          invoke: {
            id: 'listComments',
            src: 'listComments',
            onDone: [
              {
                guard: ({ context, event }) => foundBulkIds(context, event.output) !== null,
                target: 'linkingBulk',
                actions: assign({
                  createdIds: ({ context, event }) => foundBulkIds(context, event.output) ?? [],
                  commentIdsBefore: null,
                }),
              },
              {
                target: 'refreshing',
                actions: [
                  assign({ bulk: null, commentIdsBefore: null }),
                  notifyWarning(CREATED_WITHOUT_ID),
                ],
              },
            ],
            onError: {
              target: 'refreshing',
              actions: [
                assign({ bulk: null, commentIdsBefore: null }),
                notifyWarning(CREATED_WITHOUT_ID),
              ],
            },
          },
        },
        bulkCreating: {
          description: 'POST /api/comments/batch: copies of the selected base comments.',
          tags: 'busy',
          invoke: {
            id: 'createComments',
            src: 'createComments',
            input: ({ context }) => ({ comments: copiesInActiveLocale(context) }),
            onDone: [
              {
                guard: answeredIds,
                target: 'linkingBulk',
                actions: assign({
                  createdIds: ({ event }) => createdIdsOf(event.output, 'created comments'),
                }),
              },
              { target: 'bulkFinding' },
            ],
            // The spec only logs add and translate failures; the selection stays for a retry.
            onError: {
              target: 'bulkSelecting',
              actions: logFailure(COMMENTS_TEXTS.addFailed),
            },
          },
        },
        bulkTranslating: {
          description: 'POST /api/comments/translate into the active language.',
          tags: 'busy',
          invoke: {
            id: 'translateComments',
            src: 'translateComments',
            input: ({ context }) => ({
              commentIds: selectedBaseComments(context).map((comment) => comment.id),
              targetLocaleId: context.localeId,
            }),
            onDone: [
              {
                guard: answeredIds,
                target: 'linkingBulk',
                actions: assign({
                  createdIds: ({ event }) => createdIdsOf(event.output, 'created comments'),
                }),
              },
              { target: 'bulkFinding' },
            ],
            onError: {
              target: 'bulkSelecting',
              actions: logFailure(COMMENTS_TEXTS.translateFailed),
            },
          },
        },
        linkingBulk: {
          description:
            'Links each copy or translation to the active translation, then closes the modal.',
          tags: 'busy',
          invoke: {
            id: 'linkComments',
            src: 'linkComments',
            input: ({ context }) => ({
              contentId: context.contentId,
              commentIds: context.createdIds,
            }),
            onDone: {
              target: 'refreshing',
              actions: [
                {
                  type: 'notify',
                  params: ({ context }) => ({
                    kind: 'success',
                    text:
                      context.bulk?.mode === 'add'
                        ? COMMENTS_TEXTS.linked
                        : COMMENTS_TEXTS.translated,
                  }),
                },
                assign({ bulk: null, createdIds: [] }),
              ],
            },
            onError: {
              target: 'bulkSelecting',
              actions: [assign({ createdIds: [] }), logFailure(COMMENTS_TEXTS.linkFailed)],
            },
          },
        },
        readingElsewhere: {
          description:
            "Another operator changed the translation's comments: GET them. With no typed text in an open form the list shows them; with it, the text stays and the change is announced; a list as shown changes nothing.",
          on: {
            'form.change': {
              actions: assign(({ context, event }) => applyChange(context, event.values)),
            },
            ...holdClicks(COMMENTS_HELD_CLICKS),
          },
          exit: 'actOnHeldClicks',
          invoke: {
            ...loadComments,
            onDone: readElsewhereKeepingBase('idle'),
            onError: { target: 'idle', actions: logFailure(COMMENTS_TEXTS.loadFailed) },
          },
        },
        refreshing: {
          description: 'The list is fetched again after a change.',
          tags: 'refreshing',
          invoke: {
            // The whole list: the rows stay on screen until it replaces them.
            ...loadComments,
            onDone: { target: 'idle', actions: showComments },
            onError: {
              target: 'idle',
              actions: [
                notifyError(COMMENTS_TEXTS.loadFailed),
                logFailure(COMMENTS_TEXTS.loadFailed),
              ],
            },
          },
        },
      },
    },
  },
});
