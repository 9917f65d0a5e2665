import { useEffect, useRef, type ReactNode } from 'react';
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
  /**
   * On a narrow screen (`media.narrow`) the column becomes a strip above the content: its items
   * in a row that wraps or that scrolls sideways. Without it the column stays a column.
   */
  narrow?: SideNavNarrowLayout;
};

export type SideNavNarrowLayout = 'wrap' | 'scroll';

/** The console's side navigation: a nav landmark with the current page marked. */
export function SideNav({
  label,
  items,
  linkComponent: Link = Anchor,
  header,
  footer,
  className,
  narrow,
}: SideNavProps) {
  const itemClass = narrow ? `${styles.item} ${styles.narrowItem}` : styles.item;
  const listRef = useRef<HTMLUListElement>(null);
  const currentId = items.find((item) => item.current)?.id;
  useEffect(() => {
    if (narrow === 'scroll' && listRef.current) revealCurrentItem(listRef.current);
  }, [narrow, currentId]);
  return (
    <nav
      aria-label={label}
      className={classNames(styles.nav, narrow && styles.narrowNav, className)}
    >
      {header}
      <ul ref={listRef} className={classNames(styles.list, narrow && styles.narrowList[narrow])}>
        {items.map((item) => (
          <li key={item.id} className={narrow ? styles.narrowEntry : undefined}>
            <SideNavEntry item={item} Link={Link} className={itemClass} />
          </li>
        ))}
      </ul>
      {footer}
    </nav>
  );
}

const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * Scrolls a row that scrolls sideways (only) so its current item is in view: a page opened on
 * a later item shows it, not the row's start. The page itself never scrolls.
 */
function revealCurrentItem(list: HTMLElement) {
  const current = list.querySelector('[aria-current="page"]');
  if (!current || list.scrollWidth <= list.clientWidth) return;
  const row = list.getBoundingClientRect();
  const item = current.getBoundingClientRect();
  if (item.left < row.left) list.scrollLeft -= row.left - item.left;
  else if (item.right > row.right) list.scrollLeft += item.right - row.right;
}

type SideNavEntryProps = { item: SideNavItem; Link: LinkComponent; className: string };

function SideNavEntry({ item, Link, className }: SideNavEntryProps) {
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
      <span role="link" aria-disabled="true" className={className}>
        {content}
      </span>
    );
  }
  if (item.href !== undefined) {
    return (
      <Link href={item.href} className={className} aria-current={item.current ? 'page' : undefined}>
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-current={item.current ? 'page' : undefined}
      onClick={item.onSelect}
    >
      {content}
    </button>
  );
}
