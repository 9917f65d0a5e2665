import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { control } from '../FieldFrame/FieldFrame.css.ts';
import { FieldFrame, describedBy, useFieldIds } from '../FieldFrame/FieldFrame.tsx';
import * as styles from './FilePicker.css.ts';

export type FilePickerProps = {
  label: ReactNode;
  hideLabel?: boolean;
  /** Native type filter, e.g. ".zip" or "image/*" or "video/mp4,video/webm". */
  accept?: string;
  /** Called with the chosen file, or null when the choice is cleared. */
  onChange?: (file: File | null) => void;
  /** Name to show when no file is chosen here yet (e.g. the file already uploaded). */
  fileName?: string;
  placeholder?: string;
  /** Upload progress 0–100; shows a progress bar while defined. */
  progress?: number;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  name?: string;
  required?: boolean;
  id?: string;
};

/**
 * A file input that looks like the other fields: shows 'Choose a file' until a file is picked,
 * then its name. The real input stays focusable, so Enter or Space opens the system picker.
 */
export function FilePicker({
  label,
  hideLabel,
  accept,
  onChange,
  fileName,
  placeholder = 'Choose a file',
  progress,
  hint,
  error,
  disabled,
  name,
  required,
  id,
}: FilePickerProps) {
  const ids = useFieldIds(id);
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const shownName = chosen ?? fileName;
  /** `fileName` as it was when a file was last chosen here. */
  const fileNameAtChoice = useRef(fileName);
  const nameId = `${ids.controlId}-name`;
  const { 'aria-describedby': fieldDescribedBy, 'aria-invalid': invalid } = describedBy(
    ids,
    hint,
    error,
  );

  // `fileName` changed other than by a choice here (Undo or Redo put another file back, a save
  // or a reset): the picker starts over showing it, and its input forgets the file it holds, so
  // choosing that same file again is a change too.
  useEffect(() => {
    if (fileName === fileNameAtChoice.current) return;
    fileNameAtChoice.current = fileName;
    setChosen(null);
    if (inputRef.current) inputRef.current.value = '';
  }, [fileName]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setChosen(file?.name ?? null);
    fileNameAtChoice.current = file?.name ?? fileName;
    onChange?.(file);
  };

  return (
    <FieldFrame ids={ids} label={label} hideLabel={hideLabel} hint={hint} error={error}>
      <input
        ref={inputRef}
        id={ids.controlId}
        type="file"
        name={name}
        accept={accept}
        required={required}
        disabled={disabled}
        className={styles.input}
        aria-describedby={[nameId, fieldDescribedBy].filter(Boolean).join(' ')}
        aria-invalid={invalid}
        onChange={handleChange}
      />
      {/* Pointer target only: keyboard and screen readers use the input above. */}
      <div
        className={`${control} ${styles.box}`}
        onClick={() => {
          if (!disabled) inputRef.current?.click();
        }}
      >
        <span className={styles.browse} aria-hidden="true">
          Browse
        </span>
        <span
          id={nameId}
          className={shownName ? styles.fileName : `${styles.fileName} ${styles.placeholder}`}
          title={shownName}
        >
          {shownName ?? placeholder}
        </span>
      </div>
      {progress !== undefined && (
        <progress
          className={styles.progress}
          max={100}
          value={Math.min(100, Math.max(0, progress))}
          aria-label={`Uploading ${shownName ?? 'file'}`}
        />
      )}
    </FieldFrame>
  );
}
