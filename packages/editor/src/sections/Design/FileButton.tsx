import { Button } from '@landing/ui';
import { useRef, type ReactNode } from 'react';
import * as styles from './DesignSection.css.ts';

export type FileButtonProps = {
  children: ReactNode;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Names the hidden input, so tests can give it files. */
  inputName: string;
  onFiles: (files: File[]) => void;
  onBlur?: () => void;
};

/** A button that opens the system file picker (the input itself stays out of the way). */
export function FileButton({
  children,
  accept,
  multiple,
  disabled,
  inputName,
  onFiles,
  onBlur,
}: FileButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="secondary"
        disabled={disabled}
        onBlur={onBlur}
        onClick={() => inputRef.current?.click()}
      >
        {children}
      </Button>
      <input
        ref={inputRef}
        type="file"
        name={inputName}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        className={styles.hiddenInput}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so that choosing the same file again is seen as a new choice.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
