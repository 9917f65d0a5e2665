import * as styles from './DataTable.css.ts';
import { CheckIcon } from './icons.tsx';

export interface RowCheckboxProps {
  /** Its accessible name, e.g. 'Select Alpha'. */
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * A row's selection box: the markup and keys of Radix's Checkbox (the select-all box's), without
 * its machinery. A fling mounts a dozen rows a frame, and Radix's Checkbox in each row doubled
 * the JavaScript a frame took (issue 31, bench/datatable-fling.mjs).
 */
export function RowCheckbox({ label, checked, onCheckedChange }: RowCheckboxProps) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      aria-label={label}
      data-state={state}
      className={styles.checkbox}
      onClick={() => onCheckedChange(!checked)}
      // A checkbox toggles on Space only (WAI-ARIA), as Radix's does.
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
    >
      {checked && (
        <span data-state={state} style={{ pointerEvents: 'none' }}>
          <CheckIcon />
        </span>
      )}
    </button>
  );
}
