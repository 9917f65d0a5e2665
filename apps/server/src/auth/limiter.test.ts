import { describe, expect, it } from 'vitest';
import { createLimiter, LimiterFull } from './limiter.ts';

const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
};

describe('limiter', () => {
  it('runs `limit` tasks, queues `maxWaiting` more and refuses the rest until a slot frees', async () => {
    const limiter = createLimiter(2, 1);
    const first = gate();
    const running = [limiter.run(() => first.opened), limiter.run(() => first.opened)];
    const queued = limiter.run(() => Promise.resolve('queued'));
    await expect(limiter.run(() => Promise.resolve('refused'))).rejects.toBeInstanceOf(LimiterFull);
    expect(limiter.stats()).toEqual({ running: 2, waiting: 1, peak: 2 });
    first.open();
    await Promise.all(running);
    expect(await queued).toBe('queued');
    expect(await limiter.run(() => Promise.resolve('again'))).toBe('again');
    expect(limiter.stats()).toEqual({ running: 0, waiting: 0, peak: 2 });
  });
});
