import type { HTMLAttributes, ReactNode } from 'react';
import { errorText } from './ErrorText.css.ts';

export type ErrorTextProps = HTMLAttributes<HTMLParagraphElement> & { children: ReactNode };

/** Red text announced at once (role alert): a field's error or a screen's failure message. */
export function ErrorText({ className, children, ...rest }: ErrorTextProps) {
  return (
    <p role="alert" {...rest} className={[errorText, className].filter(Boolean).join(' ')}>
      {children}
    </p>
  );
}
