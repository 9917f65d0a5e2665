import type { ReactNode } from 'react';
import { Anchor, type LinkComponent } from './linkComponent.tsx';
import * as styles from './SideNav.css.ts';

export type SideNavItem = {
  id: string;
  label: ReactNode;
  /** Where the item leads; rendered with `linkComponent`. */
  href?: string;
  /** For items that act instead of navigating (rendered as buttons). */
  onSelect?: () => void;
  icon?: ReactNode;
  /** The page being shown: marked with aria-current="page". */
  current?: boolean;
  disabled?: boolean;
};

export type SideNavProps = {
  /** Accessible name of the navigation landmark. */
  label: string;
  items: readonly SideNavItem[];
  /** The host router's link; a plain <a> by default. */
  linkComponent?: LinkComponent;
  header?: ReactNode;
  footer?: ReactNode;
  className?: string;
};

/** The console's side navigation: a nav landmark with the current page marked. */
export function SideNav({
  label,
  items,
  linkComponent: Link = Anchor,
  header,
  footer,
  className,
}: SideNavProps) {
  return (
    <nav aria-label={label} className={[styles.nav, className].filter(Boolean).join(' ')}>
      {header}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <SideNavEntry item={item} Link={Link} />
          </li>
        ))}
      </ul>
      {footer}
    </nav>
  );
}

function SideNavEntry({ item, Link }: { item: SideNavItem; Link: LinkComponent }) {
  const content = (
    <>
      {item.icon && (
        <span className={styles.icon} aria-hidden="true">
          {item.icon}
        </span>
      )}
      {item.label}
    </>
  );
  if (item.disabled) {
    return (
      <span role="link" aria-disabled="true" className={styles.item}>
        {content}
      </span>
    );
  }
  if (item.href !== undefined) {
    return (
      <Link
        href={item.href}
        className={styles.item}
        aria-current={item.current ? 'page' : undefined}
      >
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={styles.item}
      aria-current={item.current ? 'page' : undefined}
      onClick={item.onSelect}
    >
      {content}
    </button>
  );
}
