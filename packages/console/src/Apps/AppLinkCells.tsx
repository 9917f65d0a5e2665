import { shortenMiddle } from '@landing/machines';
import { copyToClipboard } from '@landing/ui';
import { useConsoleServices } from '../services/ConsoleServices.tsx';
import * as styles from './Apps.css.ts';

export const LINK_COPIED = 'Link copied to clipboard';
export const PUSHOK_COPIED = 'Pushok link copied';
export const PUSHOK_NOT_AVAILABLE = 'Pushok link is not available yet';

/** Shown in place of a missing value. */
export const MISSING = '—';

const isPresent = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The web server URL cut in the middle to 40 characters; a click copies the whole link. */
export function WebServerUrlCell({ url }: { url: string | null | undefined }) {
  const { notify } = useConsoleServices();
  if (!isPresent(url)) return <span className={styles.missing}>{MISSING}</span>;
  const copy = async () => {
    if (await copyToClipboard(url)) notify('success', LINK_COPIED);
  };
  return (
    <button type="button" className={styles.linkButton} title={url} onClick={() => void copy()}>
      {shortenMiddle(url)}
    </button>
  );
}

/** An icon that copies the app's Pushok link, or warns while the app has none yet. */
export function PushokCell({ appName, url }: { appName: string; url: string | null | undefined }) {
  const { notify } = useConsoleServices();
  const available = isPresent(url);
  const onClick = async () => {
    if (!available) {
      notify('warning', PUSHOK_NOT_AVAILABLE);
      return;
    }
    if (await copyToClipboard(url)) notify('success', PUSHOK_COPIED);
  };
  return (
    <button
      type="button"
      className={styles.iconButton}
      data-state={available ? 'available' : 'unavailable'}
      aria-label={`Copy Pushok link of ${appName}`}
      title={available ? url : PUSHOK_NOT_AVAILABLE}
      onClick={() => void onClick()}
    >
      <PushokIcon />
    </button>
  );
}

function PushokIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
    </svg>
  );
}
