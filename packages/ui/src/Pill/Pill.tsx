import type { ReactNode } from 'react';
import { pill } from './Pill.css.ts';

export type PillProps = {
  children: ReactNode;
  /** Highlighted look; on a clickable pill also aria-pressed. */
  active?: boolean;
  /** Makes the pill a toggle button. */
  onClick?: () => void;
  disabled?: boolean;
  title?: string;
  className?: string;
};

/** A rounded tag: static text, or with `onClick` a toggle button (zoom steps, filters). */
export function Pill({ children, active = false, onClick, disabled, title, className }: PillProps) {
  const classes = [pill({ active }), className].filter(Boolean).join(' ');
  const state = active ? 'active' : 'inactive';
  if (onClick) {
    return (
      <button
        type="button"
        className={classes}
        aria-pressed={active}
        data-state={state}
        disabled={disabled}
        title={title}
        onClick={onClick}
      >
        {children}
      </button>
    );
  }
  return (
    <span className={classes} data-state={state} title={title}>
      {children}
    </span>
  );
}
