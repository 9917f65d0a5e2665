import { describe, expect, it } from 'vitest';
import { parseAppIdParam } from './appIdParam.ts';

describe('parseAppIdParam', () => {
  it("reads 'new' as a new app", () => {
    expect(parseAppIdParam('new')).toBeNull();
  });

  it('reads a positive integer as the app id', () => {
    expect(parseAppIdParam('1')).toBe(1);
    expect(parseAppIdParam('42')).toBe(42);
  });

  it.each(['', '0', '-1', '01', '1.5', '1e3', 'abc', 'New', ' 1', '99999999999999999'])(
    'rejects %j',
    (raw) => {
      expect(parseAppIdParam(raw)).toBeUndefined();
    },
  );
});
