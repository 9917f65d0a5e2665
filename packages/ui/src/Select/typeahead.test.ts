import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTypeaheadBuffer, findTypeaheadMatch } from './typeahead.ts';

const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'blackberry', label: 'Blackberry', disabled: true },
  { value: 'blueberry', label: 'Blueberry' },
  { value: 'cherry', label: 'Cherry' },
];

describe('findTypeaheadMatch', () => {
  it('finds the first option starting with the search, ignoring case', () => {
    expect(findTypeaheadMatch(fruits, 'B', undefined)?.value).toBe('banana');
    expect(findTypeaheadMatch(fruits, 'blu', undefined)?.value).toBe('blueberry');
  });

  it('skips disabled options', () => {
    expect(findTypeaheadMatch(fruits, 'bla', undefined)).toBeUndefined();
  });

  it('moves past the current option on a single letter and cycles on repeats', () => {
    expect(findTypeaheadMatch(fruits, 'b', 'banana')?.value).toBe('blueberry');
    expect(findTypeaheadMatch(fruits, 'bb', 'blueberry')?.value).toBe('banana');
  });

  it('stays put when a longer search still matches the current option', () => {
    expect(findTypeaheadMatch(fruits, 'ban', 'banana')).toBeUndefined();
  });

  it('finds nothing for an unknown search', () => {
    expect(findTypeaheadMatch(fruits, 'z', 'apple')).toBeUndefined();
    expect(findTypeaheadMatch(fruits, '', 'apple')).toBeUndefined();
  });
});

describe('createTypeaheadBuffer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('joins letters typed within 500 ms and forgets them 500 ms after the last one', () => {
    const buffer = createTypeaheadBuffer();
    expect(buffer.push('b')).toBe('b');
    vi.advanceTimersByTime(400);
    expect(buffer.push('l')).toBe('bl');
    vi.advanceTimersByTime(499);
    expect(buffer.current).toBe('bl');
    vi.advanceTimersByTime(1);
    expect(buffer.current).toBe('');
    expect(buffer.push('c')).toBe('c');
  });
});
