import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './loginThrottle.ts';

const limits = { perAccount: 5, perAddress: 20, windowSeconds: 900 };

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (seconds: number) => (time += seconds * 1000) };
}

describe('login throttle', () => {
  it('stops an account after 5 failures for the rest of the window, whatever the case of its email', () => {
    const { now, advance } = clock();
    const throttle = createLoginThrottle(limits, now);
    for (let i = 0; i < 4; i++) throttle.recordFailure('Ann@Example.com', `10.0.0.${i}`);
    expect(throttle.retryAfter('ann@example.com', '10.0.0.9')).toBe(0);
    advance(60);
    throttle.recordFailure('ANN@example.com', '10.0.0.5');
    // The first failure leaves the window 900 s after it, 840 s from now.
    expect(throttle.retryAfter('ann@example.com', '10.0.0.9')).toBe(840);
    expect(throttle.retryAfter('bob@example.com', '10.0.0.9')).toBe(0);
    advance(840);
    expect(throttle.retryAfter('ann@example.com', '10.0.0.9')).toBe(0);
  });

  it('stops an address after 20 failures over any accounts, until they leave the window', () => {
    const { now, advance } = clock();
    const throttle = createLoginThrottle(limits, now);
    for (let i = 0; i < 19; i++) throttle.recordFailure(`user${i}@example.com`, '10.1.1.1');
    expect(throttle.retryAfter('new@example.com', '10.1.1.1')).toBe(0);
    throttle.recordFailure('user19@example.com', '10.1.1.1');
    expect(throttle.retryAfter('new@example.com', '10.1.1.1')).toBe(900);
    expect(throttle.retryAfter('new@example.com', '10.1.1.2')).toBe(0);
    advance(900);
    expect(throttle.retryAfter('new@example.com', '10.1.1.1')).toBe(0);
  });

  it("a correct password clears the account's failures but not the address's", () => {
    const throttle = createLoginThrottle({ ...limits, perAddress: 4 });
    for (let i = 0; i < 4; i++) throttle.recordFailure('ann@example.com', '10.2.2.2');
    throttle.recordSuccess('ann@example.com');
    expect(throttle.retryAfter('ann@example.com', '10.2.2.3')).toBe(0);
    expect(throttle.retryAfter('ann@example.com', '10.2.2.2')).toBeGreaterThan(0);
  });
});
