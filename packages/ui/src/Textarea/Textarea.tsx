import {
  useState,
  type ChangeEvent,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { control } from '../FieldFrame/FieldFrame.css.ts';
import { FieldFrame, describedBy, useFieldIds } from '../FieldFrame/FieldFrame.tsx';
import * as styles from './Textarea.css.ts';

export type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shows "{length} / {maxLength}" under the textarea when maxLength is set. */
  showCount?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line input with its error under it. */
export function Textarea({
  label,
  hideLabel,
  hint,
  error,
  showCount = false,
  id,
  className,
  rows = 4,
  onChange,
  ...rest
}: TextareaProps) {
  const ids = useFieldIds(id);
  const initialLength = String(rest.value ?? rest.defaultValue ?? '').length;
  const [typedLength, setTypedLength] = useState(initialLength);
  const length = rest.value === undefined ? typedLength : String(rest.value).length;
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  };
  return (
    <FieldFrame ids={ids} label={label} hideLabel={hideLabel} hint={hint} error={error}>
      <textarea
        {...rest}
        {...describedBy(ids, hint, error)}
        id={ids.controlId}
        rows={rows}
        onChange={handleChange}
        className={[control, styles.textarea, className].filter(Boolean).join(' ')}
      />
      {showCount && rest.maxLength !== undefined && (
        <span className={styles.counter} aria-hidden="true">
          {length} / {rest.maxLength}
        </span>
      )}
    </FieldFrame>
  );
}
