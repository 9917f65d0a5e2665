import { useSyncExternalStore } from 'react';
import type { ToastStore } from './toastStore.ts';

/** True from the first toast raised on `store` on: when a toaster loaded on demand must mount. */
export function useToasterNeeded(store: ToastStore): boolean {
  return useSyncExternalStore(store.subscribe, store.hasRaised, store.hasRaised);
}
