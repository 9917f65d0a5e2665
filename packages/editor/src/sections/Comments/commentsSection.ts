import {
  commentDraftFormat,
  commentatorFormMachine,
  commentsMachine,
  commentsSelectors,
  detectImageType,
  draftBaseOf,
  type CommentsInput,
  type CommentsSnapshot,
} from '@landing/machines';
import { draftForm } from '@landing/drafts';
import { fromPromise } from 'xstate';
import type { EditorServices } from '../../services/EditorServices.tsx';
import { commentPages } from './commentPages.ts';
import { activeContentOf, defineSection, type SectionContext } from '../types.ts';
import { lazyPart } from '../../lazy/lazyPart.tsx';

/** The comments machine (and its Create New Commentator form) wired to the editor's services. */
export function createCommentsLogic({ client, notify, log }: EditorServices) {
  const actions = {
    notify: (_: unknown, { kind, text }: { kind: 'success' | 'error' | 'warning'; text: string }) =>
      notify(kind, text),
    log: (_: unknown, { message, error }: { message: string; error?: unknown }) =>
      log(message, error),
  };
  const commentatorForm = commentatorFormMachine.provide({
    actors: {
      detectIconType: fromPromise(({ input }) => detectImageType(input.file)),
      createCommentator: fromPromise(({ input }) => client.commentators.create(input)),
      listCommentators: fromPromise(() => client.commentators.list()),
    },
    actions,
  });
  return commentsMachine.provide({
    actors: {
      ...commentPages(client.launcherContent),
      loadOptions: fromPromise(async () => {
        const [commentators, locales] = await Promise.all([
          client.commentators.list(),
          client.locales.list(),
        ]);
        return { commentators, locales };
      }),
      loadCommentators: fromPromise(() => client.commentators.list()),
      createComment: fromPromise(({ input }) => client.comments.create(input)),
      listComments: fromPromise(() => client.comments.list()),
      linkComments: fromPromise(async ({ input }) => {
        // One after another: the server keeps the links in the order they are made.
        for (const commentId of input.commentIds) {
          await client.launcherContent.linkComment(input.contentId, commentId);
        }
      }),
      updateComment: fromPromise(({ input }) =>
        client.comments.update(input.id, input.changes, { version: input.version }),
      ),
      checkComment: fromPromise(({ input }) => client.comments.get(input.id)),
      deleteComment: fromPromise(({ input }) => client.comments.remove(input.id)),
      createComments: fromPromise(({ input }) => client.comments.batch(input)),
      translateComments: fromPromise(({ input }) => client.comments.translate(input)),
      commentatorForm,
    },
    actions,
  });
}

export type CommentsLogic = ReturnType<typeof createCommentsLogic>;

export function commentsInputFrom(context: SectionContext): CommentsInput {
  const { baseContent } = context;
  const { id: contentId, localeId, locale, isDefault: isBase } = activeContentOf(context);
  const base = baseContent && baseContent.id !== contentId ? baseContent : null;
  return {
    contentId,
    localeId,
    localeName: locale?.displayName ?? '',
    isBase,
    baseContentId: isBase ? null : (base?.id ?? null),
    baseHasContent: (base?.translatableContent?.description ?? '').trim() !== '',
  };
}

/** The Comments tab: the active translation's comments, their form and the from-base modals. */
export const commentsSection = defineSection({
  id: 'comments',
  label: 'Comments',
  needsTranslation: true,
  createLogic: createCommentsLogic,
  inputFrom: commentsInputFrom,
  key: (context) =>
    `comments:${context.activeContent?.id ?? 'none'}:${context.baseContent?.id ?? 'none'}`,
  isDirty: commentsSelectors.selectIsDirty,
  View: lazyPart(async () => (await import('./CommentsView.tsx')).CommentsView),
  changedElsewhere: (change, context) => {
    if (change.kind !== 'comments') return null;
    if (change.id === context.activeContent?.id) {
      return { type: 'comments.changedElsewhere' as const, change };
    }
    // The base's comments, offered by 'Add from Base' on another translation.
    return context.activeContent !== null && change.id === commentsInputFrom(context).baseContentId
      ? { type: 'comments.baseChangedElsewhere' as const, change }
      : null;
  },
  drafts: (actorRef) => [
    draftForm({
      id: 'commentForm',
      label: 'Comment',
      actor: actorRef,
      format: commentDraftFormat,
      isReady: (snapshot) => (snapshot as CommentsSnapshot).matches({ ready: 'idle' }),
      valuesOf: (snapshot) => {
        const comments = snapshot as CommentsSnapshot;
        const { editingId, values } = comments.context;
        return commentsSelectors.selectIsCommentFormDirty(comments) ? { editingId, values } : null;
      },
      baseOf: (snapshot) => {
        const { editingId, initialValues, comments } = (snapshot as CommentsSnapshot).context;
        const edited = comments.find((comment) => comment.id === editingId);
        return draftBaseOf(edited?.version, { editingId, initialValues });
      },
      currentOf: (snapshot) => {
        const { editingId, values } = (snapshot as CommentsSnapshot).context;
        return { editingId, values };
      },
      restore: ({ editingId, values }, snapshot) => {
        const editingNow = (snapshot as CommentsSnapshot).context.editingId;
        return [
          // A step of the history may be of another comment than the one in the form now.
          ...(editingId === null && editingNow !== null ? [{ type: 'form.cancelEdit' }] : []),
          editingId === null
            ? { type: 'form.open', open: true }
            : { type: 'comment.edit', id: editingId },
          { type: 'form.change', values },
        ];
      },
    }),
  ],
});
