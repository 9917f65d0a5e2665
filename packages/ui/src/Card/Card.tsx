import { useId, type ReactNode } from 'react';
import * as styles from './Card.css.ts';

export type CardProps = {
  /** Heading of the card; a titled card is a named region (section). */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Buttons on the right of the heading. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** A surface that groups related content, optionally titled. */
export function Card({ title, headingLevel = 2, actions, children, className }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const classes = [styles.card, className].filter(Boolean).join(' ');
  const header = (title !== undefined || actions !== undefined) && (
    <div className={styles.header}>
      {title !== undefined && (
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      )}
      {actions !== undefined && <div className={styles.actions}>{actions}</div>}
    </div>
  );
  return title !== undefined ? (
    <section aria-labelledby={titleId} className={classes}>
      {header}
      {children}
    </section>
  ) : (
    <div className={classes}>
      {header}
      {children}
    </div>
  );
}
