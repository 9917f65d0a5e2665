import type { HTMLAttributes } from 'react';
import { badge, type BadgeVariants } from './Badge.css.ts';

export type BadgeTone = NonNullable<BadgeVariants['tone']>;

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone };

/** A short status label, e.g. a domain's state. Colour is never the only signal: say it. */
export function Badge({ tone, className, ...rest }: BadgeProps) {
  return <span {...rest} className={[badge({ tone }), className].filter(Boolean).join(' ')} />;
}
