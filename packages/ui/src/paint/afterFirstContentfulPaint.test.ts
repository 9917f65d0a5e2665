import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint } from './afterFirstContentfulPaint.ts';

/** A browser's frames, and its Paint Timing reports, driven by the test. */
function browser({ observesPaints = true } = {}) {
  let frames = new Map<number, () => void>();
  let lastFrame = 0;
  const reported: string[] = [];
  const observers = new Set<() => void>();
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
    lastFrame += 1;
    frames.set(lastFrame, callback);
    return lastFrame;
  });
  vi.stubGlobal('cancelAnimationFrame', (frame: number) => frames.delete(frame));
  vi.stubGlobal('performance', {
    getEntriesByName: (name: string) => reported.filter((entry) => entry === name),
  });
  class FakePerformanceObserver {
    static supportedEntryTypes = observesPaints ? ['paint'] : ['longtask'];
    readonly #callback: () => void;
    constructor(callback: () => void) {
      this.#callback = callback;
    }
    observe() {
      observers.add(this.#callback);
    }
    disconnect() {
      observers.delete(this.#callback);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  return {
    /** The next frame is painted; the tasks it queued run. */
    paintFrame() {
      const due = frames;
      frames = new Map();
      for (const callback of due.values()) callback();
      vi.advanceTimersByTime(0);
    },
    report(name: 'first-paint' | 'first-contentful-paint') {
      reported.push(name);
      for (const callback of [...observers]) callback();
    },
    observing: () => observers.size,
  };
}

describe('afterFirstContentfulPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs once the frame is painted and the first contentful paint is reported', () => {
    const page = browser();
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    page.paintFrame();
    expect(run).not.toHaveBeenCalled();
    page.report('first-paint');
    expect(run).not.toHaveBeenCalled();
    page.report('first-contentful-paint');
    expect(run).toHaveBeenCalledOnce();
    expect(page.observing()).toBe(0);
  });

  it('runs after the frame when the page had painted content already', () => {
    const page = browser();
    page.report('first-contentful-paint');
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    expect(run).not.toHaveBeenCalled();
    page.paintFrame();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs after the frame where paints cannot be observed', () => {
    const page = browser({ observesPaints: false });
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    page.paintFrame();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs a second after the frame when no contentful paint is reported', () => {
    const page = browser();
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    page.paintFrame();
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    page.report('first-contentful-paint');
    expect(run).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled, before or after the frame', () => {
    const page = browser();
    const beforeFrame = vi.fn();
    const afterFrame = vi.fn();
    afterFirstContentfulPaint(beforeFrame)();
    const cancel = afterFirstContentfulPaint(afterFrame);
    page.paintFrame();
    cancel();
    page.report('first-contentful-paint');
    vi.advanceTimersByTime(2_000);
    expect(beforeFrame).not.toHaveBeenCalled();
    expect(afterFrame).not.toHaveBeenCalled();
  });
});
