import { describe, expect, it } from 'vitest';
import { validatePwaCreationSearch } from './pwaCreationSearch.ts';

describe('validatePwaCreationSearch', () => {
  it('keeps positive integers given as numbers (the router parses ?landingId=5 to 5)', () => {
    expect(validatePwaCreationSearch({ landingId: 5, relatedLauncherId: 12 })).toEqual({
      landingId: 5,
      relatedLauncherId: 12,
    });
  });

  it('reads positive integers written as digits', () => {
    expect(validatePwaCreationSearch({ landingId: '7', relatedLauncherId: '31' })).toEqual({
      landingId: 7,
      relatedLauncherId: 31,
    });
  });

  it('gives an empty search when neither is present', () => {
    expect(validatePwaCreationSearch({})).toEqual({});
  });

  it.each([
    ['zero', 0],
    ['a negative number', -3],
    ['a fraction', 1.5],
    ['words', 'abc'],
    ['digits with a leading zero', '08'],
    ['digits with a sign', '+4'],
    ['an empty string', ''],
    ['null', null],
    ['an array', [1]],
    ['an object', { id: 1 }],
    ['a boolean', true],
    ['an unsafe integer', Number.MAX_SAFE_INTEGER + 2],
    ['too many digits', '99999999999999999'],
  ])('drops %s without touching the other value', (_label, bad) => {
    expect(validatePwaCreationSearch({ landingId: bad, relatedLauncherId: 4 })).toEqual({
      relatedLauncherId: 4,
    });
    expect(validatePwaCreationSearch({ landingId: 9, relatedLauncherId: bad })).toEqual({
      landingId: 9,
    });
  });

  it('ignores unknown keys', () => {
    expect(validatePwaCreationSearch({ landingId: 2, other: 'x' })).toEqual({ landingId: 2 });
  });
});
