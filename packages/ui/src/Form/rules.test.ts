import { describe, expect, it } from 'vitest';
import { deepEqual } from './deepEqual.ts';
import { validateField, validateRules } from './rules.ts';
import { standardSchemaValidator } from './schema.ts';

describe('validateField', () => {
  const values = {};
  it('required fails on empty, blank and missing values only', () => {
    const rules = { required: 'Required' };
    for (const value of ['', '   ', null, undefined, [], NaN]) {
      expect(validateField(value, rules, values)).toBe('Required');
    }
    for (const value of ['x', 0, false, ['a']]) {
      expect(validateField(value, rules, values)).toBeUndefined();
    }
  });
  it('checks limits on non-empty values, in order, first failure wins', () => {
    const rules = {
      required: 'Required',
      min: { value: 2, message: 'min' },
      max: { value: 5, message: 'max' },
      minLength: { value: 2, message: 'minLength' },
      maxLength: { value: 3, message: 'maxLength' },
    };
    expect(validateField(1, rules, values)).toBe('min');
    expect(validateField('6', rules, values)).toBe('max');
    expect(validateField('3', rules, values)).toBe('minLength');
    expect(validateField('0004', rules, values)).toBe('maxLength');
    expect(validateField('003', rules, values)).toBeUndefined();
    expect(validateField('', { minLength: { value: 2, message: 'minLength' } }, values)).toBe(
      undefined,
    );
  });
  it('pattern works the same with a global regexp twice in a row', () => {
    const rules = { pattern: { value: /^a+$/g, message: 'only a' } };
    expect(validateField('aa', rules, values)).toBeUndefined();
    expect(validateField('aa', rules, values)).toBeUndefined();
    expect(validateField('ab', rules, values)).toBe('only a');
  });
  it('custom sees the value and all values', () => {
    const rules = {
      custom: (value: string, all: { other: string }) =>
        value !== all.other ? 'Must match' : undefined,
    };
    expect(validateField('a', rules, { other: 'b' })).toBe('Must match');
    expect(validateField('b', rules, { other: 'b' })).toBeUndefined();
  });
});

describe('validateRules', () => {
  it('returns one message per failing field', () => {
    expect(
      validateRules(
        { name: '', age: 30 },
        { name: { required: 'Required' }, age: { max: { value: 20, message: 'Too old' } } },
      ),
    ).toEqual({ name: 'Required', age: 'Too old' });
  });
});

describe('standardSchemaValidator', () => {
  it('maps issues to their first path step, keeping the first message', () => {
    const validate = standardSchemaValidator<{ a: string; b: string }>({
      '~standard': {
        validate: () => ({
          issues: [
            { message: 'a first', path: ['a'] },
            { message: 'a second', path: ['a'] },
            { message: 'b', path: [{ key: 'b' }, 'x'] },
          ],
        }),
      },
    });
    expect(validate({ a: '', b: '' })).toEqual({ a: 'a first', b: 'b' });
  });
});

describe('deepEqual', () => {
  it('compares plain values structurally', () => {
    expect(deepEqual({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(deepEqual({ a: [1] }, { a: [2] })).toBe(false);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(deepEqual(null, {})).toBe(false);
  });
});
