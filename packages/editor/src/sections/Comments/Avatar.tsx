import * as styles from './Comments.css.ts';

/** An author's picture, or their initial when they have none; decorative beside their name. */
export function Avatar({ name, url }: { name: string; url: string | null | undefined }) {
  if (url) return <img className={styles.avatar} src={url} alt="" />;
  return (
    <span className={styles.avatarFallback} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
