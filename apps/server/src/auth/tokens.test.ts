import { describe, expect, it } from 'vitest';
import { accessExpiry } from './tokens.ts';

describe('accessExpiry', () => {
  it('gives a token at least its TTL, whichever millisecond it is signed at', () => {
    for (const nowMs of [1_000_000, 1_000_001, 1_000_500, 1_000_999]) {
      for (const ttl of [1, 60, 900]) {
        const exp = accessExpiry(nowMs, ttl);
        expect(Number.isInteger(exp)).toBe(true);
        expect(exp * 1000 - nowMs).toBeGreaterThanOrEqual(ttl * 1000);
        expect(exp * 1000 - nowMs).toBeLessThan((ttl + 1) * 1000);
      }
    }
  });
});
