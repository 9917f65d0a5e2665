import { toastStore as defaultToastStore, useToasterNeeded, type ToastStore } from '@landing/ui';
import { Suspense } from 'react';
import { lazyPart } from '../lazy/lazyPart.tsx';
import { ToasterFallback } from './ToasterFallback.tsx';

/**
 * Radix Toast and the toaster's styles, in a chunk of their own. Should the chunk not load, the
 * messages show as plain text with 'Retry'.
 */
export const ToasterPart = lazyPart(
  async () => (await import('./toaster.ts')).default,
  (retry, { store, label = 'Notifications' }) => (
    <ToasterFallback store={store ?? defaultToastStore} label={label} onRetry={retry} />
  ),
);

/**
 * The editor's toaster, loaded with its first toast (or ahead of it, when the browser is idle):
 * opening a landing raises none, so the editor's first load carries neither Radix Toast nor its
 * styles. A toast raised meanwhile waits in the queue; after that the toaster stays mounted.
 */
export function ToasterOnDemand({ store, label }: { store: ToastStore; label: string }) {
  if (!useToasterNeeded(store)) return null;
  return (
    <Suspense fallback={null}>
      <ToasterPart store={store} label={label} />
    </Suspense>
  );
}
