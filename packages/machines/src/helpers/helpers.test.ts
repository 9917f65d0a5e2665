import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate.ts';
import { isValidHttpUrl } from './isValidHttpUrl.ts';
import { sanitizeSubdomain, sanitizeSubdomainWhileTyping } from './sanitizeSubdomain.ts';
import { shortenMiddle } from './shortenMiddle.ts';

describe('shortenMiddle', () => {
  it('keeps a text of 40 characters or less', () => {
    expect(shortenMiddle('https://short.example')).toBe('https://short.example');
    expect(shortenMiddle('x'.repeat(40))).toBe('x'.repeat(40));
  });

  it('cuts the middle of a longer text to exactly 40 characters, keeping both ends', () => {
    const url = 'https://web-server-12345.hosting.example.com/apps/landing/abcdef';
    const short = shortenMiddle(url);
    expect(short).toHaveLength(40);
    expect(short).toBe('https://web-server-1…apps/landing/abcdef');
    expect(short.startsWith(url.slice(0, 20))).toBe(true);
    expect(short.endsWith(url.slice(-19))).toBe(true);
  });

  it('honours another width', () => {
    expect(shortenMiddle('abcdefghij', 5)).toBe('ab…ij');
    expect(shortenMiddle('abcdefghij', 1)).toBe('…');
  });
});

describe('formatDate', () => {
  it('formats numeric year, two-digit month and day for the locale', () => {
    expect(formatDate('2025-03-07T12:00:00Z', 'en-US')).toBe('03/07/2025');
    expect(formatDate('2025-03-07T12:00:00Z', 'de-DE')).toBe('07.03.2025');
    expect(formatDate(new Date(2024, 0, 2), 'en-GB')).toBe('02/01/2024');
  });

  it('gives empty text for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('isValidHttpUrl', () => {
  it('accepts http and https URLs', () => {
    expect(isValidHttpUrl('https://open.example.com/path?x=1')).toBe(true);
    expect(isValidHttpUrl('http://localhost:3000')).toBe(true);
  });

  it('rejects what does not parse or is not http(s)', () => {
    expect(isValidHttpUrl('open.example.com')).toBe(false);
    expect(isValidHttpUrl('')).toBe(false);
    expect(isValidHttpUrl('ftp://files.example.com')).toBe(false);
    expect(isValidHttpUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('sanitizeSubdomain', () => {
  it('lowercases, strips dots and other characters and edge hyphens', () => {
    expect(sanitizeSubdomain('My.Shop_2025!')).toBe('myshop2025');
    expect(sanitizeSubdomain('--shop-one--')).toBe('shop-one');
    expect(sanitizeSubdomain('Ünïcode Shop')).toBe('ncodeshop');
  });

  it('cuts to 63 characters', () => {
    expect(sanitizeSubdomain('a'.repeat(80))).toBe('a'.repeat(63));
  });

  it('while typing keeps a trailing hyphen so a hyphenated name can be typed', () => {
    expect(sanitizeSubdomainWhileTyping('My-')).toBe('my-');
    expect(sanitizeSubdomainWhileTyping('-my-shop')).toBe('my-shop');
    expect(sanitizeSubdomain('my-')).toBe('my');
  });
});
