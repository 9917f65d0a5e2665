import type { ChangedElsewhere } from '@landing/machines';
import { Button } from '@landing/ui';
import * as styles from './ChangedElsewhereNotice.css.ts';
import { timeAgo } from './timeAgo.ts';
import { useNow } from './useNow.ts';

/** Who stands for an operator the server cannot name. */
export const ANOTHER_OPERATOR = 'another operator';

/**
 * Issue 29: 'Changed by {operator} {time ago}: Reload' above a form whose unsaved input another
 * operator's save did not touch; Reload replaces the input with what is saved now.
 */
export function ChangedElsewhereNotice({
  change,
  onReload,
}: {
  change: ChangedElsewhere;
  onReload: () => void;
}) {
  const who = change.updatedBy?.trim() || ANOTHER_OPERATOR;
  const now = useNow(30_000);
  return (
    <div className={styles.notice} role="status">
      <span>
        Changed by {who} {timeAgo(change.updatedAt, now)}:
      </span>
      <Button variant="secondary" onClick={onReload}>
        Reload
      </Button>
    </div>
  );
}
