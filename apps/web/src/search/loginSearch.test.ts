import { describe, expect, it } from 'vitest';
import { validateLoginSearch } from './loginSearch.ts';

describe('validateLoginSearch', () => {
  it('keeps the page asked for', () => {
    expect(validateLoginSearch({ redirect: '/apps/3?x=1' })).toEqual({ redirect: '/apps/3?x=1' });
  });

  it.each([[''], [42], [null], [['/apps']], [{ to: '/apps' }]])('drops %j', (redirect) => {
    expect(validateLoginSearch({ redirect })).toEqual({});
  });
});
