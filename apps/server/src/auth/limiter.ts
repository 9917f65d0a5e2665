/** Thrown by `run` when `maxWaiting` tasks already wait: the caller answers "busy". */
export class LimiterFull extends Error {
  constructor() {
    super('Too many tasks waiting');
  }
}

/**
 * Runs at most `limit` tasks at once; the others wait their turn in order, at most `maxWaiting`
 * of them (more are refused with `LimiterFull`).
 */
export function createLimiter(limit: number, maxWaiting = Infinity) {
  let running = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];

  /**
   * Takes a slot (waiting for one in order); the returned release gives it back, once. For work
   * that outlives a call, such as a response body streaming after the handler returned.
   */
  async function acquire(): Promise<() => void> {
    if (running >= limit) {
      if (waiting.length >= maxWaiting) throw new LimiterFull();
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else running++;
    peak = Math.max(peak, running);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      // The slot passes straight to the next waiter, so `running` never overshoots the limit.
      if (next) next();
      else running--;
    };
  }

  async function run<T>(task: () => Promise<T>): Promise<T> {
    const release = await acquire();
    try {
      return await task();
    } finally {
      release();
    }
  }

  return { run, acquire, stats: () => ({ running, waiting: waiting.length, peak }) };
}
