import { describe, expect, it } from 'vitest';
import type { MockBackendOptions } from './route.ts';
import { switchFailure } from './switchFailure.ts';

describe('switchFailure', () => {
  it('adds and removes one call failure, keeping the others', () => {
    const options: MockBackendOptions = { fail: { 'landing.list': { status: 500 } } };
    switchFailure(options, 'landing.remove', { status: 404 });
    expect(options.fail).toEqual({
      'landing.list': { status: 500 },
      'landing.remove': { status: 404 },
    });
    switchFailure(options, 'landing.list', undefined);
    expect(options.fail).toEqual({ 'landing.remove': { status: 404 } });
  });

  it('replaces a fail-everything switch with the one failure', () => {
    const options: MockBackendOptions = { fail: true };
    switchFailure(options, 'landing.list', { status: 503 });
    expect(options.fail).toEqual({ 'landing.list': { status: 503 } });
  });
});
