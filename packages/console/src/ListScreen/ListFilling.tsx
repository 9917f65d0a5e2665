import { Button, ErrorText } from '@landing/ui';
import * as styles from './ListScreen.css.ts';

export type ListFillingProps = {
  /** How many rows arrived so far. */
  loaded: number;
  /** What the rows are, plural: 'apps', 'landings'. */
  itemsName: string;
  /** Why the rest did not load (the rows stay); null while it is loading. */
  error: string | null;
  onRetry: () => void;
};

/**
 * Under a list whose rows are still arriving (issue 31): says so, and that sort and filter work
 * on the rows loaded; a rest that failed to load shows why, with a way to load it again.
 */
export function ListFilling({ loaded, itemsName, error, onRetry }: ListFillingProps) {
  if (error !== null) {
    return (
      <div className={styles.failure}>
        <ErrorText>{error}</ErrorText>
        <Button variant="secondary" onClick={onRetry}>
          Load the rest
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className={styles.filling}>
      Still loading: {loaded} {itemsName} so far. Sort and filter cover the {itemsName} loaded.
    </p>
  );
}
