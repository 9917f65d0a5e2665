import type { ReactNode } from 'react';
import * as styles from './EmptyState.css.ts';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Usually a Button that creates the first item. */
  action?: ReactNode;
  /** Decorative; hidden from screen readers. */
  icon?: ReactNode;
  className?: string;
};

/** What a list or screen shows when there is nothing in it yet. */
export function EmptyState({ title, description, action, icon, className }: EmptyStateProps) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {icon !== undefined && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <p className={styles.title}>{title}</p>
      {description !== undefined && <p className={styles.description}>{description}</p>}
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </div>
  );
}
