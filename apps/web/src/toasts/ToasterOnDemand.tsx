import { toastStore, useToasterNeeded } from '@landing/ui';
import { lazy, Suspense } from 'react';

const Toaster = lazy(() => import('./toaster.ts'));

/**
 * The console's one toaster, loaded with the first toast: /login raises none, so its first load
 * carries neither Radix Toast nor the toaster's styles. A toast raised meanwhile waits in the
 * queue and shows once the toaster is there; after that the toaster stays mounted.
 */
export function ToasterOnDemand() {
  if (!useToasterNeeded(toastStore)) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
