import type { Comment } from '@landing/api';
import { commentsSelectors } from '@landing/machines';
import { Button, Modal } from '@landing/ui';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useMessages } from '../../messages/messages.tsx';
import * as styles from './Comments.css.ts';
import type { CommentsActor } from './types.ts';

/** 'Add Base Comments to {locale} Translation' / 'Translate Base Comments to {locale} Translation'. */
export function BulkModal({ actorRef }: { actorRef: CommentsActor }) {
  const mode = useSelector(actorRef, commentsSelectors.selectBulkMode);
  const title = useSelector(actorRef, commentsSelectors.selectBulkTitle);
  const text = useMessages();
  const isSaving = useSelector(actorRef, commentsSelectors.selectIsBulkSaving);
  const confirmLabel = useSelector(actorRef, commentsSelectors.selectBulkConfirmLabel);
  const canConfirm = useSelector(actorRef, commentsSelectors.selectCanConfirmBulk);
  return (
    <Modal
      open={mode !== null}
      onOpenChange={(open) => {
        if (!open) actorRef.send({ type: 'bulk.cancel' });
      }}
      title={title}
      dismissible={!isSaving}
      footer={
        <>
          <Button
            variant="secondary"
            disabled={isSaving}
            onClick={() => actorRef.send({ type: 'bulk.cancel' })}
          >
            {text['comments.bulkCancel']}
          </Button>
          <Button
            disabled={!canConfirm || isSaving}
            busy={isSaving}
            onClick={() => actorRef.send({ type: 'bulk.confirm' })}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {mode !== null && <BulkChoices actorRef={actorRef} disabled={isSaving} />}
    </Modal>
  );
}

function BulkChoices({ actorRef, disabled }: { actorRef: CommentsActor; disabled: boolean }) {
  const comments = useSelector(actorRef, commentsSelectors.selectBulkComments);
  const selectedIds = useSelector(actorRef, commentsSelectors.selectBulkSelectedIds);
  const countText = useSelector(actorRef, commentsSelectors.selectBulkCountText);
  const status = useSelector(actorRef, commentsSelectors.selectBulkStatus);
  const emptyText = useSelector(actorRef, commentsSelectors.selectBulkEmptyText);
  const broughtOverText = useSelector(actorRef, commentsSelectors.selectBulkBroughtOverText);
  const commentators = useSelector(actorRef, commentsSelectors.selectCommentators);
  const selectAllRef = useRef<HTMLInputElement>(null);
  const text = useMessages();

  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = status === 'Partially selected';
  }, [status]);

  const broughtOver = broughtOverText && <p className={styles.muted}>{broughtOverText}</p>;
  if (comments.length === 0) {
    return (
      <div className={styles.form}>
        <p className={styles.muted}>{emptyText}</p>
        {broughtOver}
      </div>
    );
  }
  return (
    <div className={styles.form}>
      {broughtOver}
      <div className={styles.bulkHeader}>
        <label className={styles.check}>
          <input
            ref={selectAllRef}
            type="checkbox"
            checked={status === 'All selected'}
            disabled={disabled}
            onChange={() => actorRef.send({ type: 'bulk.toggleAll' })}
          />
          {text['comments.bulkSelectAll']}
        </label>
        <span role="status">
          {countText} · {status}
        </span>
      </div>
      <ul className={styles.bulkList} aria-label={text['comments.bulkList']}>
        {comments.map((comment) => (
          <li key={comment.id}>
            <BulkChoice
              comment={comment}
              author={commentsSelectors.authorNameOf(comment, commentators) ?? '—'}
              checked={selectedIds.includes(comment.id)}
              disabled={disabled}
              onToggle={() => actorRef.send({ type: 'bulk.toggle', id: comment.id })}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function BulkChoice({
  comment,
  author,
  checked,
  disabled,
  onToggle,
}: {
  comment: Comment;
  author: string;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={onToggle} />
      <span>
        {comment.text}
        <span className={styles.muted}>
          {' '}
          — {author}, {comment.stars}★
        </span>
      </span>
    </label>
  );
}
