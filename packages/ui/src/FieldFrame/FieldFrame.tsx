import { useId, type ReactNode } from 'react';
import { ErrorText } from '../ErrorText/ErrorText.tsx';
import { visuallyHidden } from '../theme/utilities.css.ts';
import * as styles from './FieldFrame.css.ts';

export type FieldIds = {
  controlId: string;
  labelId: string;
  hintId: string;
  errorId: string;
};

export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  return {
    controlId,
    labelId: `${controlId}-label`,
    hintId: `${controlId}-hint`,
    errorId: `${controlId}-error`,
  };
}

/** The aria-describedby and aria-invalid a control gets from its hint and error. */
export function describedBy(ids: FieldIds, hint: ReactNode, error: ReactNode) {
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const described = [hint ? ids.hintId : null, hasError ? ids.errorId : null].filter(Boolean);
  return {
    'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
    'aria-invalid': hasError ? (true as const) : undefined,
  };
}

export type FieldFrameProps = {
  ids: FieldIds;
  label: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** `label` makes the label a <label for>; `span` is for controls labelled by aria-labelledby. */
  labelElement?: 'label' | 'span';
  className?: string;
  children: ReactNode;
};

/** Label above, the control, then the hint and the error under it. */
export function FieldFrame({
  ids,
  label,
  hideLabel = false,
  hint,
  error,
  labelElement = 'label',
  className,
  children,
}: FieldFrameProps) {
  const labelClass = hideLabel ? visuallyHidden : styles.label;
  const { 'aria-invalid': invalid } = describedBy(ids, hint, error);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      {labelElement === 'label' ? (
        <label id={ids.labelId} htmlFor={ids.controlId} className={labelClass}>
          {label}
        </label>
      ) : (
        <span id={ids.labelId} className={labelClass}>
          {label}
        </span>
      )}
      {children}
      {hint && (
        <span id={ids.hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {invalid && <ErrorText id={ids.errorId}>{error}</ErrorText>}
    </div>
  );
}
