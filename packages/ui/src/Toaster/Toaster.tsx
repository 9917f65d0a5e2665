import { useSyncExternalStore } from 'react';
import { Toast } from 'radix-ui';
import { visuallyHidden } from '../theme/utilities.css.ts';
import * as styles from './Toaster.css.ts';
import { toastStore, type ToastKind, type ToastStore } from './toastStore.ts';

export type ToasterProps = {
  /** How long each toast stays, in ms. */
  duration?: number;
  /** How many toasts show at once; later ones wait until one closes. */
  limit?: number;
  /** The queue to show; the shared one that `toast.*` writes to unless a test passes its own. */
  store?: ToastStore;
  /** Accessible name of the notifications region; tell apart several toasters on one page. */
  label?: string;
};

const kindLabel: Record<ToastKind, string> = {
  success: 'Success',
  error: 'Error',
  warning: 'Warning',
};
const kindIcon: Record<ToastKind, string> = { success: '✓', error: '!', warning: '⚠' };

/** Mount once near the root. Shows what `toast.success/error/warning(text)` raise. */
export function Toaster({
  duration = 4000,
  limit = 3,
  store = toastStore,
  label = 'Notifications ({hotkey})',
}: ToasterProps) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const visible = items.slice(0, limit);
  return (
    <Toast.Provider duration={duration} swipeDirection="right" label="Notification">
      {visible.map((item) => (
        <Toast.Root
          key={item.id}
          className={styles.toast({ kind: item.kind })}
          data-kind={item.kind}
          // Errors and warnings interrupt the screen reader; successes wait their turn.
          type={item.kind === 'success' ? 'background' : 'foreground'}
          onOpenChange={(open) => {
            if (!open) store.dismiss(item.id);
          }}
        >
          <span className={styles.icon({ kind: item.kind })} aria-hidden="true">
            {kindIcon[item.kind]}
          </span>
          <Toast.Description className={styles.text}>
            <span className={visuallyHidden}>{kindLabel[item.kind]}: </span>
            {item.text}
          </Toast.Description>
          <Toast.Close className={styles.close} aria-label="Dismiss notification">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} label={label} />
    </Toast.Provider>
  );
}
