import type { Comment, Commentator } from '@landing/api';
import { commentsSelectors } from '@landing/machines';
import { DataTable, type Column } from '@landing/ui';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fill, useMessages, useTableRowWords, useTableWords } from '../../messages/messages.tsx';
import { Avatar } from './Avatar.tsx';
import * as styles from './Comments.css.ts';
import type { CommentsActor } from './types.ts';

const STAR_COUNT = 5;

export function Stars({ stars }: { stars: number }) {
  const full = Math.round(stars);
  const text = useMessages();
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={fill(text, 'comments.stars', { count: stars, max: STAR_COUNT })}
    >
      {'★'.repeat(full)}
      {'☆'.repeat(Math.max(0, STAR_COUNT - full))}
    </span>
  );
}

/** Two lines of the comment; the whole text as its tooltip and when hovered or focused. */
function CommentText({ text }: { text: string }) {
  return (
    <div className={styles.commentCell}>
      {/* Focusable so a keyboard can open a long comment, as the pointer does. */}
      <span className={styles.commentText} title={text} tabIndex={0}>
        {text}
      </span>
    </div>
  );
}

const columnsIn = (
  text: ReturnType<typeof useMessages>,
  commentators: readonly Commentator[],
): readonly Column<Comment>[] => [
  {
    field: 'commentator.name',
    header: text['comments.column.author'],
    // Pixels, not a share: a narrow table (beside the preview) keeps a name's words whole.
    width: '160px',
    render: (comment) => {
      const name = commentsSelectors.authorNameOf(comment, commentators);
      const iconUrl =
        comment.commentator?.iconUrl ??
        commentators.find((commentator) => commentator.id === comment.commentatorId)?.iconUrl;
      return (
        <span className={styles.author}>
          <Avatar name={name ?? ''} url={iconUrl} />
          <span className={styles.authorName}>{name ?? '—'}</span>
        </span>
      );
    },
  },
  // Every column has a width: in a narrow editor an unsized column would shrink to nothing.
  {
    field: 'text',
    header: text['comments.column.comment'],
    width: '36%',
    render: (comment) => (comment.text ? <CommentText text={comment.text} /> : '—'),
  },
  {
    field: 'stars',
    header: text['comments.column.rating'],
    width: '120px',
    render: (comment) =>
      comment.stars === undefined ? (
        '—'
      ) : (
        <>
          <Stars stars={comment.stars} />
          <span className={styles.count}>({comment.countRated ?? '—'})</span>
        </>
      ),
  },
  {
    field: 'reply',
    header: text['comments.column.reply'],
    width: '20%',
    render: (comment) => (comment.reply ? comment.reply : '—'),
  },
];

/** The translation's comments with edit and delete (delete asks first). */
export function CommentsTable({ actorRef }: { actorRef: CommentsActor }) {
  const comments = useSelector(actorRef, commentsSelectors.selectComments);
  const isBase = useSelector(actorRef, commentsSelectors.selectIsBase);
  const text = useMessages();
  const rowWords = useTableRowWords();
  const tableWords = useTableWords();
  const commentators = useSelector(actorRef, commentsSelectors.selectCommentators);
  const columns = useMemo(() => columnsIn(text, commentators), [text, commentators]);
  return (
    <DataTable
      title={text['comments.title']}
      rowWords={rowWords}
      words={tableWords}
      columns={columns}
      rows={comments}
      itemLabel={(comment) =>
        fill(text, 'comments.itemLabel', {
          author:
            commentsSelectors.authorNameOf(comment, commentators) ??
            `author #${comment.commentatorId}`,
        })
      }
      emptyText={text[isBase ? 'comments.emptyBase' : 'comments.emptyTranslation']}
      onEdit={(comment) => actorRef.send({ type: 'comment.edit', id: comment.id })}
      deletable
      onDelete={(comment) => actorRef.send({ type: 'comment.delete', id: comment.id })}
    />
  );
}
