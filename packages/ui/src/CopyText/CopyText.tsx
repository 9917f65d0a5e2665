import { useEffect, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../theme/utilities.css.ts';
import * as styles from './CopyText.css.ts';
import { copyToClipboard } from '../clipboard/copyToClipboard.ts';

export type CopyTextProps = {
  /** What goes to the clipboard. */
  text: string;
  /** What is shown; the text itself by default. */
  children?: ReactNode;
  /** Cuts the shown text to this many characters with an ellipsis (full text in the title). */
  maxChars?: number;
  /** Accessible name of the copy button. */
  copyLabel?: string;
  /** Announced after a successful copy. */
  copiedLabel?: string;
  onCopied?: (text: string) => void;
  className?: string;
};

const COPIED_FOR_MS = 1500;

/** Text with a button that copies it. A clipboard failure is silent, as the spec says. */
export function CopyText({
  text,
  children,
  maxChars,
  copyLabel = 'Copy',
  copiedLabel = 'Copied',
  onCopied,
  className,
}: CopyTextProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (!(await copyToClipboard(text))) return;
    setCopied(true);
    onCopied?.(text);
  };

  const cut = maxChars !== undefined && text.length > maxChars;
  const shown = children ?? (cut ? `${text.slice(0, maxChars)}…` : text);
  return (
    <span className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={styles.text} title={cut || children !== undefined ? text : undefined}>
        {shown}
      </span>
      <button
        type="button"
        className={styles.button}
        aria-label={copyLabel}
        data-state={copied ? 'copied' : 'idle'}
        onClick={() => void copy()}
      >
        <span aria-hidden="true">{copied ? '✓' : '⧉'}</span>
      </button>
      <span className={visuallyHidden} role="status">
        {copied ? copiedLabel : ''}
      </span>
    </span>
  );
}
