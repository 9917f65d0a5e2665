import type { Comment } from '@landing/api';
import { commentsSelectors, type BulkStatus } from '@landing/machines';
import { Button, Modal } from '@landing/ui';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fill, useMessages } from '../../messages/messages.tsx';
import * as styles from './Comments.css.ts';
import type { CommentsActor } from './types.ts';

const BULK_STATUS_KEYS = {
  'All selected': 'comments.bulkAllSelected',
  'Partially selected': 'comments.bulkSomeSelected',
  'None selected': 'comments.bulkNoneSelected',
} as const satisfies Record<BulkStatus, keyof ReturnType<typeof useMessages>>;

/** 'Add Base Comments to {locale} Translation' / 'Translate Base Comments to {locale} Translation'. */
export function BulkModal({ actorRef }: { actorRef: CommentsActor }) {
  const mode = useSelector(actorRef, commentsSelectors.selectBulkMode);
  const language = useSelector(actorRef, commentsSelectors.selectBulkLanguage);
  const text = useMessages();
  const isSaving = useSelector(actorRef, commentsSelectors.selectIsBulkSaving);
  const count = useSelector(actorRef, commentsSelectors.selectBulkSelectedIds).length;
  const title =
    mode === null
      ? ''
      : fill(text, mode === 'add' ? 'comments.bulkAddTitle' : 'comments.bulkTranslateTitle', {
          language,
        });
  const confirmLabel = isSaving
    ? text['comments.bulkSaving']
    : fill(text, mode === 'translate' ? 'comments.bulkTranslate' : 'comments.bulkAdd', { count });
  const canConfirm = useSelector(actorRef, commentsSelectors.selectCanConfirmBulk);
  return (
    <Modal
      open={mode !== null}
      onOpenChange={(open) => {
        if (!open) actorRef.send({ type: 'bulk.cancel' });
      }}
      title={title}
      closeLabel={text['dialog.close']}
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
  const status = useSelector(actorRef, commentsSelectors.selectBulkStatus);
  const mode = useSelector(actorRef, commentsSelectors.selectBulkMode);
  const broughtOverCount = useSelector(actorRef, commentsSelectors.selectBulkBroughtOverCount);
  const commentators = useSelector(actorRef, commentsSelectors.selectCommentators);
  const selectAllRef = useRef<HTMLInputElement>(null);
  const text = useMessages();
  const countText = fill(text, 'comments.bulkCount', {
    selected: selectedIds.length,
    total: comments.length,
  });
  const statusText = text[BULK_STATUS_KEYS[status]];
  const emptyText =
    text[mode === 'translate' ? 'comments.bulkEmptyTranslate' : 'comments.bulkEmptyAdd'];
  const broughtOverText =
    broughtOverCount === 0
      ? ''
      : broughtOverCount === 1
        ? text['comments.broughtOverOne']
        : fill(text, 'comments.broughtOver', { count: broughtOverCount });

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
          {countText} · {statusText}
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
