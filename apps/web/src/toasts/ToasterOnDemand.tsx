import { Button, toastStore, useToasterNeeded } from '@landing/ui';
import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

/** The toaster's chunk. */
export type ToasterChunk = () => Promise<{ default: ComponentType }>;

const toasterChunk: ToasterChunk = () => import('./toaster.ts');

export const TOASTER_FAILED = 'Notifications could not be loaded.';

/**
 * The console's one toaster, loaded with the first toast: /login raises none, so its first load
 * carries neither Radix Toast nor the toaster's styles. A toast raised meanwhile waits in the
 * queue and shows once the toaster is there; after that the toaster stays mounted. Should its
 * chunk not load (the server down), the messages show as plain text with 'Retry', in the
 * toaster's place: the page and what was typed there stay.
 */
export function ToasterOnDemand({ load = toasterChunk }: { load?: ToasterChunk }) {
  // A failed import is fetched again by a new lazy (a lazy keeps its failure).
  const [Toaster, setToaster] = useState(() => lazy(load));
  if (!useToasterNeeded(toastStore)) return null;
  return (
    <ErrorBoundary
      resetKeys={[Toaster]}
      fallbackRender={() => <ToasterFailed onRetry={() => setToaster(() => lazy(load))} />}
    >
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ErrorBoundary>
  );
}

function ToasterFailed({ onRetry }: { onRetry: () => void }) {
  const items = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  );
  return (
    <section aria-label="Notifications" role="alert">
      <p>{TOASTER_FAILED}</p>
      <ul>
        {items.map((item) => (
          <li key={item.id}>{item.text}</li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </section>
  );
}
