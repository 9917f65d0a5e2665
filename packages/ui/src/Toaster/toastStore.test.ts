import { describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toastStore.ts';

describe('toast store', () => {
  it('queues toasts in order with their kind and a unique id', () => {
    const store = createToastStore();
    const first = store.add('success', 'Saved');
    const second = store.add('error', 'Failed to update PWA');
    expect(first).not.toBe(second);
    expect(store.getSnapshot()).toEqual([
      { id: first, kind: 'success', text: 'Saved' },
      { id: second, kind: 'error', text: 'Failed to update PWA' },
    ]);
  });

  it('dismisses one toast by id, or all of them', () => {
    const store = createToastStore();
    const first = store.add('warning', 'One');
    store.add('warning', 'Two');
    store.add('warning', 'Three');
    store.dismiss(first);
    expect(store.getSnapshot().map((item) => item.text)).toEqual(['Two', 'Three']);
    store.dismiss();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('notifies subscribers until they unsubscribe, with a new snapshot each change', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    store.add('success', 'Saved');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    unsubscribe();
    store.add('success', 'Saved again');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('remembers that a toast was raised after every toast is dismissed', () => {
    const store = createToastStore();
    expect(store.hasRaised()).toBe(false);
    store.dismiss();
    expect(store.hasRaised()).toBe(false);
    store.add('error', 'Failed');
    store.dismiss();
    expect(store.getSnapshot()).toEqual([]);
    expect(store.hasRaised()).toBe(true);
  });
});
