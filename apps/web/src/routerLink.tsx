import type { LinkAdapter } from '@landing/console';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function RouterAnchor({ to, children, ...rest }: Parameters<LinkAdapter>[0]) {
  const router = useRouter();
  return (
    <a
      href={to}
      {...rest}
      onClick={(event) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        void router.navigate({ href: to });
      }}
    >
      {children}
    </a>
  );
}

/** Lets the router-free console screens navigate without a full page load. */
export const routerLink: LinkAdapter = (props) => <RouterAnchor {...props} />;
