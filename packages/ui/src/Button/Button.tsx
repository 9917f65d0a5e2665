import type { ButtonHTMLAttributes, Ref } from 'react';
import { busyIndicator, button, type ButtonVariants } from './Button.css.ts';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonVariants & {
    /** Shows a spinner, sets aria-busy and blocks clicks while an action runs. */
    busy?: boolean;
    ref?: Ref<HTMLButtonElement>;
  };

export function Button({
  variant,
  size,
  busy = false,
  disabled,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={[button({ variant, size }), className].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-busy={busy || undefined}
      data-state={busy ? 'busy' : 'idle'}
      onClick={busy ? (event) => event.preventDefault() : onClick}
    >
      {busy && <span className={busyIndicator} aria-hidden="true" />}
      {children}
    </button>
  );
}
