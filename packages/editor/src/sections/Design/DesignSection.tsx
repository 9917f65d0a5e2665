import { designSelectors } from '@landing/machines';
import { Button, ErrorText, Spinner } from '@landing/ui';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fill, useMessages, useSectionLabel } from '../../messages/messages.tsx';
import { ChangedElsewhereNotice } from '../../watch/ChangedElsewhereNotice.tsx';
import { BaseDesignCard } from './BaseDesignCard.tsx';
import { DesignConflictDialog } from './DesignConflictDialog.tsx';
import * as styles from './DesignSection.css.ts';
import { IconField } from './IconField.tsx';
import { ScreenshotGallery } from './ScreenshotGallery.tsx';
import type { DesignActorRef } from './types.ts';
import { VideoField } from './VideoField.tsx';

/** The Design tab of one translation: a thin view over the design machine. */
export function DesignSection({ actorRef }: { actorRef: DesignActorRef }) {
  const isLoading = useSelector(actorRef, designSelectors.selectIsLoading);
  const isLoadFailed = useSelector(actorRef, designSelectors.selectIsLoadFailed);
  const sectionRef = useRef<HTMLElement>(null);
  const text = useMessages();
  const sectionLabel = useSectionLabel()({ id: 'design', label: 'Design' });
  return (
    // Named, not headed: the editor's section heading above already says 'Design'. Focus comes
    // here when the control that opened a dialog went with it ('Unlink Design').
    <section ref={sectionRef} className={styles.section} aria-label={sectionLabel} tabIndex={-1}>
      <UseBaseDesignButton actorRef={actorRef} />
      {isLoading ? (
        <Spinner label={text['design.loading']} />
      ) : isLoadFailed ? (
        <div className={styles.row}>
          <ErrorText>{text['design.loadFailed']}</ErrorText>
          <Button variant="secondary" onClick={() => actorRef.send({ type: 'design.retry' })}>
            {text['load.retry']}
          </Button>
        </div>
      ) : (
        <>
          <DesignChangedElsewhere actorRef={actorRef} />
          <BaseDesignCard actorRef={actorRef} returnFocusTo={() => sectionRef.current} />
          <IconField actorRef={actorRef} />
          <ScreenshotGallery actorRef={actorRef} />
          <VideoField actorRef={actorRef} />
          <SaveBar actorRef={actorRef} />
          <DesignConflictDialog actorRef={actorRef} />
        </>
      )}
    </section>
  );
}

/** Issue 29: another operator saved the design while chosen files or moves are unsaved. */
function DesignChangedElsewhere({ actorRef }: { actorRef: DesignActorRef }) {
  const changedElsewhere = useSelector(actorRef, designSelectors.selectChangedElsewhere);
  if (!changedElsewhere) return null;
  return (
    <ChangedElsewhereNotice
      change={changedElsewhere}
      onReload={() => actorRef.send({ type: 'design.reload' })}
    />
  );
}

function UseBaseDesignButton({ actorRef }: { actorRef: DesignActorRef }) {
  const canUseBase = useSelector(actorRef, designSelectors.selectCanUseBaseDesign);
  const isLinking = useSelector(actorRef, designSelectors.selectIsLinkingBase);
  const text = useMessages();
  const isEditable = useSelector(actorRef, designSelectors.selectIsEditable);
  if (!canUseBase) return null;
  return (
    <div className={styles.header}>
      <Button
        variant="secondary"
        busy={isLinking}
        disabled={!isEditable && !isLinking}
        onClick={() => actorRef.send({ type: 'design.useBase' })}
      >
        {text['design.useBase']}
      </Button>
    </div>
  );
}

function SaveBar({ actorRef }: { actorRef: DesignActorRef }) {
  const isSaving = useSelector(actorRef, designSelectors.selectIsSaving);
  const isEditable = useSelector(actorRef, designSelectors.selectIsEditable);
  const progress = useSelector(actorRef, designSelectors.selectProgress);
  const text = useMessages();
  return (
    <div className={styles.group}>
      {progress !== null && (
        <>
          <progress
            className={styles.progress}
            max={100}
            value={progress}
            aria-label={text['design.uploading']}
          />
          <p className={styles.muted} aria-live="polite">
            {fill(text, 'design.uploadProgress', { percent: progress })}
          </p>
        </>
      )}
      <div className={styles.actions}>
        <Button
          busy={isSaving}
          disabled={!isEditable && !isSaving}
          onClick={() => actorRef.send({ type: 'design.save' })}
        >
          {text['design.save']}
        </Button>
      </div>
    </div>
  );
}
