import { describe, expect, it } from 'vitest';
import { createStoryBackend } from './storyBackend.ts';

describe('createStoryBackend', () => {
  it('refuses to be read before a story starts it', () => {
    expect(() => createStoryBackend().store).toThrow('used before start()');
  });

  it('signs the operator in again and gives every story a fresh store', () => {
    const backend = createStoryBackend();
    backend.start();
    backend.store.data.templates.splice(0);
    backend.storage.removeItem('accessToken');
    backend.storage.setItem('other', 'kept?');
    const handlers = backend.start();
    expect(handlers).toBe(backend.handlers);
    expect(backend.store.data.templates.length).toBeGreaterThan(0);
    expect(backend.storage.getItem('accessToken')).toBe('access-1');
    expect(backend.storage.getItem('refreshToken')).toBe('refresh-1');
    expect(backend.storage.getItem('other')).toBeNull();
  });

  it('switches failures in the running story options only', () => {
    const backend = createStoryBackend();
    backend.start({ delayMs: 5 });
    backend.setFailure('landing.list', { status: 500 });
    expect(backend.options).toEqual({ delayMs: 5, fail: { 'landing.list': { status: 500 } } });
    backend.setFailure('landing.list', undefined);
    expect(backend.options.fail).toEqual({});
    backend.start();
    expect(backend.options).toEqual({});
  });
});
