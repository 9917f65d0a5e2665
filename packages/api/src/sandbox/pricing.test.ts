import { describe, expect, it } from 'vitest';
import { SANDBOX_TLDS, sandboxCostCents, sandboxOffersFor } from './pricing.ts';

const names = SANDBOX_TLDS.flatMap((tld) =>
  ['lucky', 'myluckyshop', 'a', 'e2e-brand', 'xn--caf-dma'].map((base) => `${base}.${tld}`),
);

describe('sandbox pricing', () => {
  it('prices the same name the same, and different names differently', () => {
    expect(sandboxOffersFor('lucky.com')).toEqual(sandboxOffersFor('lucky.com'));
    const yearly = new Set(names.map((name) => sandboxOffersFor(name)[0]!.Price));
    // Sixty names over 4,500 prices: a few may meet, most must not.
    expect(yearly.size).toBeGreaterThan(names.length * 0.9);
  });

  it.each(names)('offers %s for one year in range and two at 5%% off, to the cent', (name) => {
    const [one, two] = sandboxOffersFor(name);
    expect(one!.Duration).toBe(1);
    expect(one!.Price).toBeGreaterThanOrEqual(4.99);
    expect(one!.Price).toBeLessThanOrEqual(49.98);
    expect(one!.Fee).toBeGreaterThanOrEqual(0.18);
    expect(one!.Fee).toBeLessThanOrEqual(1.18);
    for (const amount of [one!.Price, one!.Fee, two!.Price]) {
      expect(Math.round(amount * 100) / 100).toBe(amount);
    }
    expect(two).toEqual({
      Duration: 2,
      Price: Math.round(one!.Price * 2 * 0.95 * 100) / 100,
      Fee: one!.Fee,
    });
  });

  it('costs the offer plus its fee, or the yearly price times the years plus one fee, in cents', () => {
    const [one, two] = sandboxOffersFor('lucky.io');
    const c = (dollars: number) => Math.round(dollars * 100);
    expect(sandboxCostCents('lucky.io', 1)).toBe(c(one!.Price) + c(one!.Fee));
    expect(sandboxCostCents('lucky.io', 2)).toBe(c(two!.Price) + c(two!.Fee));
    expect(sandboxCostCents('lucky.io', 5)).toBe(c(one!.Price) * 5 + c(one!.Fee));
  });
});
