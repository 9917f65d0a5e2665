export type ToastKind = 'success' | 'error' | 'warning';

export type ToastItem = { id: number; kind: ToastKind; text: string };

type Listener = () => void;

/**
 * The toast queue, outside React so machines' actions and plain callbacks can raise toasts.
 * `<Toaster />` shows the oldest few and the rest wait their turn.
 */
export function createToastStore() {
  let items: readonly ToastItem[] = [];
  let nextId = 1;
  let raisedAny = false;
  const listeners = new Set<Listener>();

  const set = (next: readonly ToastItem[]) => {
    items = next;
    for (const listener of listeners) listener();
  };

  const add = (kind: ToastKind, text: string): number => {
    const id = nextId++;
    raisedAny = true;
    set([...items, { id, kind, text }]);
    return id;
  };

  return {
    add,
    /** Removes one toast, or every toast when called without an id. */
    dismiss: (id?: number) => {
      set(id === undefined ? [] : items.filter((item) => item.id !== id));
    },
    getSnapshot: (): readonly ToastItem[] => items,
    /** Whether a toast was ever raised: a toaster loaded on demand stays once it was needed. */
    hasRaised: (): boolean => raisedAny,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

export const toastStore = createToastStore();

/** Raise a notification from anywhere: `toast.error('Failed to create PWA')`. */
export const toast = {
  success: (text: string) => toastStore.add('success', text),
  error: (text: string) => toastStore.add('error', text),
  warning: (text: string) => toastStore.add('warning', text),
  dismiss: (id?: number) => toastStore.dismiss(id),
};
