import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { control } from '../FieldFrame/FieldFrame.css.ts';
import { FieldFrame, describedBy, useFieldIds } from '../FieldFrame/FieldFrame.tsx';
import * as styles from './TextInput.css.ts';

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: ReactNode;
  hideLabel?: boolean;
  /** Help text under the input. */
  hint?: ReactNode;
  /** Error under the input; marks it aria-invalid. */
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input. `type="password"` adds a Show password / Hide password toggle. */
export function TextInput({
  label,
  hideLabel,
  hint,
  error,
  id,
  type = 'text',
  className,
  disabled,
  ...rest
}: TextInputProps) {
  const ids = useFieldIds(id);
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const inputClass = [control, isPassword && styles.withToggle, className]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldFrame ids={ids} label={label} hideLabel={hideLabel} hint={hint} error={error}>
      <div className={styles.wrapper}>
        <input
          {...rest}
          {...describedBy(ids, hint, error)}
          id={ids.controlId}
          type={isPassword && revealed ? 'text' : type}
          disabled={disabled}
          className={inputClass}
        />
        {isPassword && (
          <button
            type="button"
            className={styles.toggle}
            aria-controls={ids.controlId}
            aria-label={revealed ? 'Hide password' : 'Show password'}
            disabled={disabled}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
    </FieldFrame>
  );
}
