import type { ToastStore } from '@landing/ui';
import { useSyncExternalStore } from 'react';
import { PartFailed } from '../lazy/PartFailed.tsx';

/**
 * The toaster's chunk could not be loaded: its messages (a failed save's among them) show as
 * plain text in its place, with 'Retry'. The editor stays.
 */
export function ToasterFallback({
  store,
  label,
  onRetry,
}: {
  store: ToastStore;
  label: string;
  onRetry: () => void;
}) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <section aria-label={label}>
      <PartFailed onRetry={onRetry}>
        <ul>
          {items.map((item) => (
            <li key={item.id}>{item.text}</li>
          ))}
        </ul>
      </PartFailed>
    </section>
  );
}
