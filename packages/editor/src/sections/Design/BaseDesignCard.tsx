import { designSelectors } from '@landing/machines';
import { Badge, Button, Card, ConfirmDialog } from '@landing/ui';
import { useSelector } from '@xstate/react';
import { useMessages } from '../../messages/messages.tsx';
import { designMessages } from '../../messages/designMessages.ts';
import * as styles from './BaseDesignCard.css.ts';
import type { DesignActorRef } from './types.ts';

export const USING_BASE_DESIGN_TEXT = designMessages['design.usingBaseText'];

/** Shown while the translation uses the base design: read-only, with 'Unlink Design'. */
export function BaseDesignCard({
  actorRef,
  returnFocusTo,
}: {
  actorRef: DesignActorRef;
  /** Where focus goes after unlinking, when 'Unlink Design' has gone with this card. */
  returnFocusTo?: () => HTMLElement | null;
}) {
  const isReadOnly = useSelector(actorRef, designSelectors.selectIsReadOnly);
  const isConfirming = useSelector(actorRef, designSelectors.selectIsConfirmingUnlink);
  const isUnlinking = useSelector(actorRef, designSelectors.selectIsUnlinking);
  const text = useMessages();
  if (!isReadOnly) return null;
  return (
    <Card
      title={text['design.usingBase']}
      headingLevel={3}
      actions={
        <Badge tone="neutral">
          <span className={styles.lock}>
            <LockIcon /> {text['design.previewOnly']}
          </span>
        </Badge>
      }
    >
      <p className={styles.text}>{text['design.usingBaseText']}</p>
      <div>
        <Button variant="danger" onClick={() => actorRef.send({ type: 'design.unlink' })}>
          {text['design.unlink']}
        </Button>
      </div>
      <ConfirmDialog
        open={isConfirming}
        title={text['design.unlinkTitle']}
        message={text['design.unlinkMessage']}
        confirmLabel={text['design.unlinkConfirm']}
        cancelLabel={text['design.unlinkCancel']}
        variant="danger"
        busy={isUnlinking}
        closeOnConfirm={false}
        {...(returnFocusTo ? { returnFocusFallback: returnFocusTo } : {})}
        onConfirm={() => actorRef.send({ type: 'design.unlinkConfirm' })}
        onCancel={() => actorRef.send({ type: 'design.unlinkCancel' })}
      />
    </Card>
  );
}

function LockIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 7V5a4 4 0 1 1 8 0v2h1a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z"
      />
    </svg>
  );
}
