import type { ComponentType, ReactNode } from 'react';

/** What a host's router link must accept so navigation widgets can render it. */
export type LinkComponentProps = {
  href: string;
  className?: string;
  'aria-current'?: 'page';
  children: ReactNode;
};

export type LinkComponent = ComponentType<LinkComponentProps>;

/** Used when the host passes no link component: a plain anchor. */
export function Anchor({ href, className, 'aria-current': current, children }: LinkComponentProps) {
  return (
    <a href={href} className={className} aria-current={current}>
      {children}
    </a>
  );
}
