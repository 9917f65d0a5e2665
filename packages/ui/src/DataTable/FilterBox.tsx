import { TextInput } from '../TextInput/TextInput.tsx';
import * as styles from './DataTable.css.ts';

/** The table's search box: its label is hidden, the placeholder says what it filters. */
export function FilterBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <div className={styles.filter}>
      <TextInput
        type="search"
        label={label}
        hideLabel
        placeholder={label}
        value={value}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
