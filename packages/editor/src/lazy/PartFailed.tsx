import { Button } from '@landing/ui';
import type { ReactNode } from 'react';
import { defaultEditorMessages, useMessages } from '../messages/messages.tsx';
import * as styles from './PartFailed.css.ts';

/** What a part shows in its own place when its code could not be fetched. */
export const PART_FAILED = defaultEditorMessages['part.failed'];

/**
 * A part whose chunk failed to load: a message and 'Retry' where the part would be. The rest
 * of the editor, and every value typed (kept by the machines, not the views), stay.
 */
export function PartFailed({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  const text = useMessages();
  return (
    <div role="alert" className={styles.failed}>
      {children ?? <p className={styles.text}>{text['part.failed']}</p>}
      <Button variant="secondary" onClick={onRetry}>
        {text['part.retry']}
      </Button>
    </div>
  );
}
