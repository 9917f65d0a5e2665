import { describe, expect, it } from 'vitest';
import { timeAgo } from './timeAgo.ts';

describe('timeAgo', () => {
  const now = Date.parse('2026-11-27T12:00:00.000Z');
  it('says how long ago in the largest whole unit', () => {
    expect(timeAgo('2026-11-27T11:58:30.000Z', now)).toBe('1 minute ago');
    expect(timeAgo('2026-11-27T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-27T09:59:00.000Z', now)).toBe('2 hours ago');
    expect(timeAgo('2026-11-25T12:00:00.000Z', now)).toBe('2 days ago');
  });
  it('says "just now" under a minute, for a clock ahead of ours, or without a time', () => {
    expect(timeAgo('2026-11-27T11:59:31.000Z', now)).toBe('just now');
    expect(timeAgo('2026-11-27T12:03:00.000Z', now)).toBe('just now');
    expect(timeAgo(null, now)).toBe('just now');
    expect(timeAgo('not a time', now)).toBe('just now');
  });
});
