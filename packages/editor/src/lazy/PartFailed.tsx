import { Button } from '@landing/ui';
import type { ReactNode } from 'react';
import * as styles from './PartFailed.css.ts';

/** What a part shows in its own place when its code could not be fetched. */
export const PART_FAILED = 'This part of the editor could not be loaded.';

/**
 * A part whose chunk failed to load: a message and 'Retry' where the part would be. The rest
 * of the editor, and every value typed (kept by the machines, not the views), stay.
 */
export function PartFailed({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  return (
    <div role="alert" className={styles.failed}>
      {children ?? <p className={styles.text}>{PART_FAILED}</p>}
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
