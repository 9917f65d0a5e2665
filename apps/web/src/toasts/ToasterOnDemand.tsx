import { toastStore } from '@landing/ui';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

const Toaster = lazy(() => import('./toaster.ts'));

const hasToasts = () => toastStore.getSnapshot().length > 0;

/**
 * The console's one toaster, loaded with the first toast: /login raises none, so its first load
 * carries neither Radix Toast nor the toaster's styles. A toast raised meanwhile waits in the
 * queue and shows once the toaster is there; after that the toaster stays mounted.
 */
export function ToasterOnDemand() {
  const anyToast = useSyncExternalStore(toastStore.subscribe, hasToasts, hasToasts);
  const [needed, setNeeded] = useState(false);
  if (anyToast && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
