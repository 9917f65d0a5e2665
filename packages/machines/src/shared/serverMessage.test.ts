import { describe, expect, it } from 'vitest';
import { errorMessage, serverMessageOf } from './serverMessage.ts';

describe('serverMessageOf', () => {
  it("reads @landing/api's ApiError.serverMessage", () => {
    const apiError = Object.assign(new Error('Failed to login'), { serverMessage: 'Bad password' });
    expect(serverMessageOf(apiError)).toBe('Bad password');
  });

  it("reads ky's HTTPError data and a raw body: message first, else error", () => {
    expect(
      serverMessageOf(Object.assign(new Error('x'), { data: { message: 'M', error: 'E' } })),
    ).toBe('M');
    expect(serverMessageOf({ body: { error: 'E' } })).toBe('E');
    expect(serverMessageOf({ message: 'Plain body' })).toBe('Plain body');
  });

  it('never shows a JS error message, a non-string or blank message', () => {
    expect(serverMessageOf(new Error('TypeError: fetch failed'))).toBeUndefined();
    expect(serverMessageOf({ data: { message: { error: { error: 'nested' } } } })).toBeUndefined();
    expect(serverMessageOf({ data: { message: '  ' } })).toBeUndefined();
    expect(serverMessageOf('text')).toBeUndefined();
    expect(errorMessage(null, 'Failed to get user')).toBe('Failed to get user');
  });
});
