import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { iconButton } from './IconButton.css.ts';

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /** The button's accessible name, also shown as its tooltip, e.g. 'Delete German'. */
  label: string;
  /** An `aria-hidden` icon. */
  icon: ReactNode;
  /** `delete` turns the icon red on hover and focus. */
  action?: string;
  ref?: Ref<HTMLButtonElement>;
};

/** A small square button showing only an icon, named by its label. */
export function IconButton({ label, icon, action, className, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={[iconButton, className].filter(Boolean).join(' ')}
      data-action={action}
      aria-label={label}
      title={label}
    >
      {icon}
    </button>
  );
}
