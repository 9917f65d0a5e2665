import { visuallyHidden } from '../theme/utilities.css.ts';
import * as styles from './Spinner.css.ts';

export type SpinnerProps = {
  /** What is loading; read by screen readers, shown when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/**
 * A loading indicator announced as a status at once, seen only once the load has taken
 * `SPINNER_DELAY_MS`.
 */
export function Spinner({ label = 'Loading…', showLabel = false, size, className }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <span className={styles.circle({ size })} aria-hidden="true" />
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </span>
  );
}
