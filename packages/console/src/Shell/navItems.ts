export type NavItem = {
  label: string;
  to: string;
  /** Other paths that belong to this item. */ also?: string[];
};

/** The shell's left navigation (console.md §2); Log Out follows them as a button. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Apps', to: '/apps' },
  // The landing editor is reached from the Landings list, so it keeps Landings marked.
  { label: 'Landings', to: '/landings', also: ['/pwa-creation'] },
  { label: 'Templates', to: '/templates' },
  { label: 'Domains', to: '/domains' },
];

const isUnder = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** The item marked current for a path: its own page or any page below it (/apps/12). */
export function currentNavItem(path: string): NavItem | undefined {
  return NAV_ITEMS.find(
    (item) => isUnder(path, item.to) || (item.also ?? []).some((other) => isUnder(path, other)),
  );
}
