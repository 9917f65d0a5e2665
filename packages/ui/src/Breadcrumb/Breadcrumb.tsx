import type { ReactNode } from 'react';
import { Anchor, type LinkComponent } from '../SideNav/linkComponent.tsx';
import * as styles from './Breadcrumb.css.ts';

export type BreadcrumbItem = { label: ReactNode; href?: string };

export type BreadcrumbProps = {
  /** From the top level down; the last one is the current page. */
  items: readonly BreadcrumbItem[];
  /** Accessible name of the navigation landmark. */
  label?: string;
  linkComponent?: LinkComponent;
  className?: string;
};

/** Where the page sits: links up the hierarchy, the current page last and marked. */
export function Breadcrumb({
  items,
  label = 'Breadcrumb',
  linkComponent: Link = Anchor,
  className,
}: BreadcrumbProps) {
  return (
    <nav aria-label={label} className={className}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={index} className={styles.item}>
              {isLast ? (
                <span aria-current="page" className={styles.current}>
                  {item.label}
                </span>
              ) : item.href !== undefined ? (
                <Link href={item.href} className={styles.link}>
                  {item.label}
                </Link>
              ) : (
                <span>{item.label}</span>
              )}
              {!isLast && (
                <span className={styles.separator} aria-hidden="true">
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
