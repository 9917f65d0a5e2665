import type { ReactNode } from 'react';
import { FieldFrame, describedBy, useFieldIds } from '../FieldFrame/FieldFrame.tsx';

/** What the control inside a Field must carry so its label, hint and error are announced. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Shown under the control, which is then aria-invalid and described by it. */
  error?: string | undefined;
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, any control (given its id and aria attributes), then the hint and the error under it. */
export function Field({ label, hideLabel, hint, error, id, children }: FieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} hideLabel={hideLabel} hint={hint} error={error}>
      {children({ id: ids.controlId, ...describedBy(ids, hint, error) })}
    </FieldFrame>
  );
}
