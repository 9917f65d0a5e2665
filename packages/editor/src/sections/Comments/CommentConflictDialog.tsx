import { commentsSelectors, type CommentFormValues } from '@landing/machines';
import { ConflictDialog, conflictAnswersTo } from '@landing/ui';
import { useSelector } from '@xstate/react';
import { useConflictWords, useMessages } from '../../messages/messages.tsx';
import type { CommentsActor } from './types.ts';

type Field = keyof CommentFormValues;

/** The comment conflict dialog (issue 29): another operator saved the edited comment too. */
export function CommentConflictDialog({ actorRef }: { actorRef: CommentsActor }) {
  const conflict = useSelector(actorRef, commentsSelectors.selectConflict);
  const mine = useSelector(actorRef, commentsSelectors.selectMine);
  const commentators = useSelector(actorRef, commentsSelectors.selectCommentators);
  const locales = useSelector(actorRef, commentsSelectors.selectLocales);
  const text = useMessages();
  const words = useConflictWords();
  if (!conflict) return null;
  // An author and a language show by name, as the form's choices do.
  const shown = (values: CommentFormValues): Record<Field, string> => ({
    commentatorId:
      commentators.find((c) => c.id === values.commentatorId)?.name ??
      String(values.commentatorId ?? ''),
    langId: locales.find((l) => l.id === values.langId)?.displayName ?? String(values.langId ?? ''),
    text: values.text,
    stars: String(values.stars),
    countRated: values.countRated,
    reply: values.reply,
  });
  return (
    <ConflictDialog
      words={words}
      title={text['comments.conflictTitle']}
      saveLabel={text['comments.conflictSave']}
      fields={conflict.fields}
      labels={{
        commentatorId: text['comments.author'],
        langId: text['comments.language'],
        text: text['comments.text'],
        stars: text['comments.rating'],
        countRated: text['comments.countRated'],
        reply: text['comments.reply'],
      }}
      original={shown(conflict.original)}
      theirs={shown(conflict.theirs)}
      mine={shown(mine)}
      picks={conflict.picks}
      {...conflictAnswersTo(actorRef.send)}
    />
  );
}
