import { useState, type ReactNode } from 'react';
import { Slider as RadixSlider } from 'radix-ui';
import { FieldFrame, describedBy, useFieldIds } from '../FieldFrame/FieldFrame.tsx';
import * as styles from './Slider.css.ts';

export type SliderProps = {
  label: ReactNode;
  hideLabel?: boolean;
  min?: number;
  max?: number;
  step?: number;
  value?: number;
  /** Starting value when uncontrolled; defaults to `min`. */
  defaultValue?: number;
  /** Every change while dragging or pressing keys. */
  onValueChange?: (value: number) => void;
  /** Once the pointer is released or a key press ends. */
  onValueCommit?: (value: number) => void;
  /** Shows the number beside the track. Default true. */
  showValue?: boolean;
  /** Text for the shown number and for screen readers (aria-valuetext), e.g. `${v}%`. */
  formatValue?: (value: number) => string;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  name?: string;
  id?: string;
};

/** A labelled single-thumb range slider: min 0, max 100, step 1 unless told otherwise. */
export function Slider({
  label,
  hideLabel,
  min = 0,
  max = 100,
  step = 1,
  value: valueProp,
  defaultValue,
  onValueChange,
  onValueCommit,
  showValue = true,
  formatValue = String,
  hint,
  error,
  disabled,
  name,
  id,
}: SliderProps) {
  const ids = useFieldIds(id);
  const [valueState, setValueState] = useState(defaultValue ?? min);
  const value = valueProp ?? valueState;
  const text = formatValue(value);
  // As wide as the longest value it can show, so sliders in a column keep equal tracks.
  const outputWidth = `${Math.max(formatValue(min).length, formatValue(max).length)}ch`;
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      labelElement="span"
    >
      <div className={styles.row}>
        <RadixSlider.Root
          className={styles.root}
          min={min}
          max={max}
          step={step}
          value={[value]}
          disabled={disabled}
          name={name}
          onValueChange={([next = min]) => {
            if (valueProp === undefined) setValueState(next);
            onValueChange?.(next);
          }}
          onValueCommit={([next = min]) => onValueCommit?.(next)}
        >
          <RadixSlider.Track className={styles.track}>
            <RadixSlider.Range className={styles.range} />
          </RadixSlider.Track>
          <RadixSlider.Thumb
            id={ids.controlId}
            className={styles.thumb}
            aria-labelledby={ids.labelId}
            // Radix only drops the thumb from the tab order; say it is disabled too.
            aria-disabled={disabled || undefined}
            aria-valuetext={text === String(value) ? undefined : text}
            {...describedBy(ids, hint, error)}
          />
        </RadixSlider.Root>
        {showValue && (
          <output
            className={styles.output}
            style={{ minWidth: outputWidth }}
            htmlFor={ids.controlId}
            aria-hidden="true"
          >
            {text}
          </output>
        )}
      </div>
    </FieldFrame>
  );
}
