import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadWhenIdle } from './preloadWhenIdle.ts';

/** A browser's idle queue, run one idle period at a time by the test. */
function fakeIdleQueue() {
  const callbacks = new Map<number, () => void>();
  let nextHandle = 1;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    const handle = nextHandle++;
    callbacks.set(handle, callback);
    return handle;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => callbacks.delete(handle));
  return {
    get pending() {
      return callbacks.size;
    },
    runIdlePeriod() {
      const [handle, callback] = [...callbacks][0] ?? [];
      if (handle === undefined || !callback) throw new Error('nothing is waiting for idle time');
      callbacks.delete(handle);
      callback();
    },
  };
}

const part = () => ({ preload: vi.fn(() => Promise.resolve()) });

describe('preloadWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the delay, then starts one part per idle period, in order', () => {
    const idle = fakeIdleQueue();
    const parts = [part(), part(), part()];
    preloadWhenIdle(parts, 1500);

    vi.advanceTimersByTime(1499);
    expect(idle.pending).toBe(0);
    vi.advanceTimersByTime(1);
    expect(idle.pending).toBe(1);
    expect(parts.map((p) => p.preload.mock.calls.length)).toEqual([0, 0, 0]);

    idle.runIdlePeriod();
    expect(parts.map((p) => p.preload.mock.calls.length)).toEqual([1, 0, 0]);
    idle.runIdlePeriod();
    expect(parts.map((p) => p.preload.mock.calls.length)).toEqual([1, 1, 0]);
    idle.runIdlePeriod();
    expect(parts.map((p) => p.preload.mock.calls.length)).toEqual([1, 1, 1]);
    expect(idle.pending).toBe(0);
  });

  it('starts nothing more once cancelled, before or between idle periods', () => {
    const idle = fakeIdleQueue();
    const early = [part()];
    preloadWhenIdle(early, 1500)();
    vi.advanceTimersByTime(5000);
    expect(idle.pending).toBe(0);
    expect(early[0]?.preload).not.toHaveBeenCalled();

    const parts = [part(), part()];
    const cancel = preloadWhenIdle(parts, 0);
    vi.advanceTimersByTime(0);
    idle.runIdlePeriod();
    cancel();
    expect(idle.pending).toBe(0);
    expect(parts[1]?.preload).not.toHaveBeenCalled();
  });

  it('goes on with the next part when one fails to load', async () => {
    const idle = fakeIdleQueue();
    const failing = { preload: vi.fn(() => Promise.reject(new Error('chunk failed'))) };
    const after = part();
    preloadWhenIdle([failing, after], 0);
    vi.advanceTimersByTime(0);
    idle.runIdlePeriod();
    await Promise.resolve();
    idle.runIdlePeriod();
    expect(after.preload).toHaveBeenCalledTimes(1);
  });

  it('uses a timer task per part where the browser has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const parts = [part(), part()];
    preloadWhenIdle(parts, 100);
    vi.advanceTimersByTime(99);
    vi.advanceTimersToNextTimer();
    expect(parts[0]?.preload).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(parts[0]?.preload).toHaveBeenCalledTimes(1);
    expect(parts[1]?.preload).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(parts[1]?.preload).toHaveBeenCalledTimes(1);
  });
});
