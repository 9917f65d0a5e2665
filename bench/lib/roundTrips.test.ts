import { describe, expect, it } from 'vitest';
import { dependentRoundTrips } from './roundTrips.ts';

describe('dependentRoundTrips', () => {
  it('counts calls started after another finished as one more round trip', () => {
    const result = dependentRoundTrips([
      { call: 'GET /api/locales', start: 12, end: 30 },
      { call: 'GET /api/landing/1', start: 0, end: 10 },
      { call: 'GET /api/launcher/2', start: 11, end: 40 },
      { call: 'GET /api/template', start: 1, end: 8 },
      { call: 'GET /api/preview/url', start: 41, end: 50 },
    ]);
    expect(result.calls).toEqual([
      'GET /api/landing/1',
      'GET /api/template',
      'GET /api/launcher/2',
      'GET /api/locales',
      'GET /api/preview/url',
    ]);
    expect(result.longestChain).toBe(3);
    expect(result.chain).toEqual([
      'GET /api/landing/1',
      'GET /api/launcher/2',
      'GET /api/preview/url',
    ]);
    expect(result.duplicates).toEqual([]);
  });

  it('keeps overlapping calls on one level', () => {
    const result = dependentRoundTrips([
      { call: 'GET /a', start: 0, end: 10 },
      { call: 'GET /b', start: 5, end: 15 },
      { call: 'GET /c', start: 9, end: 20 },
    ]);
    expect(result.longestChain).toBe(1);
    expect(result.chain).toHaveLength(1);
  });

  it('lists each repeat of the same method and URL as a duplicate', () => {
    const result = dependentRoundTrips([
      { call: 'GET /a', start: 0, end: 1 },
      { call: 'POST /a', start: 0, end: 1 },
      { call: 'GET /a', start: 2, end: 3 },
      { call: 'GET /a', start: 4, end: 5 },
    ]);
    expect(result.duplicates).toEqual(['GET /a', 'GET /a']);
    expect(result.longestChain).toBe(3);
  });

  it('reports nothing for no calls', () => {
    expect(dependentRoundTrips([])).toEqual({
      calls: [],
      duplicates: [],
      longestChain: 0,
      chain: [],
    });
  });
});
