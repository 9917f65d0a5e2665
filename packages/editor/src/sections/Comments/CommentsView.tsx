import { commentsSelectors } from '@landing/machines';
import { Button, Card, ErrorText, Spinner } from '@landing/ui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fill, useMessages } from '../../messages/messages.tsx';
import { ChangedElsewhereNotice } from '../../watch/ChangedElsewhereNotice.tsx';
import { BulkModal } from './BulkModal.tsx';
import { CommentatorModal } from './CommentatorModal.tsx';
import { CommentConflictDialog } from './CommentConflictDialog.tsx';
import { CommentForm } from './CommentForm.tsx';
import * as styles from './Comments.css.ts';
import { CommentsTable } from './CommentsTable.tsx';
import type { CommentsActor } from './types.ts';

/** The Comments tab of the active translation. */
export function CommentsView({ actorRef }: { actorRef: CommentsActor }) {
  // The commentator just created becomes the author by a change of its own: Undo takes it back.
  useEffect(() => {
    const created = actorRef.on('author.created', ({ commentatorId }) => {
      if (commentatorId !== null) actorRef.send({ type: 'form.change', values: { commentatorId } });
    });
    return () => created.unsubscribe();
  }, [actorRef]);
  const isLoading = useSelector(actorRef, commentsSelectors.selectIsLoading);
  const loadError = useSelector(actorRef, commentsSelectors.selectLoadError);
  const text = useMessages();

  if (isLoading) {
    return (
      <div className={styles.status}>
        <Spinner label={text['comments.loading']} showLabel />
      </div>
    );
  }
  if (loadError !== null) {
    return (
      <Card title={text['comments.title']}>
        <ErrorText>{fill(text, 'comments.loadError', { error: loadError })}</ErrorText>
        <Button variant="secondary" onClick={() => actorRef.send({ type: 'comments.retry' })}>
          {text['load.retry']}
        </Button>
      </Card>
    );
  }
  return (
    <div className={styles.section}>
      <FromBaseActions actorRef={actorRef} />
      <CommentsChangedElsewhere actorRef={actorRef} />
      <CommentForm actorRef={actorRef} />
      <CommentsTable actorRef={actorRef} />
      <CommentatorModal actorRef={actorRef} />
      <BulkModal actorRef={actorRef} />
      <CommentConflictDialog actorRef={actorRef} />
    </div>
  );
}

/** Issue 29: another operator changed the comments while the open form holds typed text. */
function CommentsChangedElsewhere({ actorRef }: { actorRef: CommentsActor }) {
  const changedElsewhere = useSelector(actorRef, commentsSelectors.selectChangedElsewhere);
  if (!changedElsewhere) return null;
  return (
    <ChangedElsewhereNotice
      change={changedElsewhere}
      onReload={() => actorRef.send({ type: 'comments.reload' })}
    />
  );
}

function FromBaseActions({ actorRef }: { actorRef: CommentsActor }) {
  const shows = useSelector(actorRef, commentsSelectors.selectShowsFromBase);
  const canAdd = useSelector(actorRef, commentsSelectors.selectCanAddFromBase);
  const canTranslate = useSelector(actorRef, commentsSelectors.selectCanTranslateFromBase);
  const text = useMessages();
  if (!shows) return null;
  return (
    <div className={styles.toolbar}>
      <Button
        variant="secondary"
        disabled={!canAdd}
        onClick={() => actorRef.send({ type: 'bulk.open', mode: 'add' })}
      >
        {text['comments.addFromBase']}
      </Button>
      <Button
        variant="secondary"
        disabled={!canTranslate}
        onClick={() => actorRef.send({ type: 'bulk.open', mode: 'translate' })}
      >
        {text['comments.translateFromBase']}
      </Button>
    </div>
  );
}
