import type { LinkAdapter } from '@landing/console';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

const Anchor = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(
  function Anchor(props, ref) {
    return <a ref={ref} {...props} />;
  },
);

/** The router's own link over a plain anchor: navigation without a page load, and preloading. */
const RouterLink = createLink(Anchor);

/**
 * Lets the router-free console screens link through the router: `createLink` gives them the
 * router's click handling and the router's `defaultPreload: 'intent'` (hover or focus loads the
 * next page's code and data).
 */
export const routerLink: LinkAdapter = ({ to, children, className, 'aria-current': current }) => (
  // Console paths are plain strings (e.g. `/apps/12`); the router matches them at run time.
  <RouterLink
    to={to as '/'}
    className={className}
    aria-current={current}
    // The console says which link is current (e.g. Landings on /pwa-creation); the router adds
    // `aria-current="page"` only to a link to exactly this page.
    activeOptions={{ exact: true, includeSearch: false }}
    activeProps={{}}
  >
    {children}
  </RouterLink>
);
