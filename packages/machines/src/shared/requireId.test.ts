import { describe, expect, it } from 'vitest';
import { MissingIdError, requireId } from './requireId.ts';

describe('requireId', () => {
  it('passes an id through, 0 included', () => {
    expect(requireId(7, 'landing')).toBe(7);
    expect(requireId(0, 'landing')).toBe(0);
  });

  it('throws a MissingIdError naming what is missing', () => {
    expect(() => requireId(null, 'landing')).toThrow(new MissingIdError('landing'));
    expect(() => requireId(undefined, 'launcher')).toThrow('The launcher id is missing');
  });
});
