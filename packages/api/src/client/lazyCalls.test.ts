import { describe, expect, it, vi } from 'vitest';
import { lazyCallGroup } from './lazyCalls.ts';

const loadedGroup = () => ({
  list: vi.fn((page: number) => Promise.resolve(`page ${page}`)),
  remove: vi.fn(() => Promise.reject(new Error('refused'))),
});

describe('lazyCallGroup', () => {
  it('loads the group on the first call, not before, and once per call', async () => {
    const group = loadedGroup();
    const load = vi.fn(() => Promise.resolve(group));
    const calls = lazyCallGroup(load);
    expect(load).not.toHaveBeenCalled();
    await expect(calls.list(2)).resolves.toBe('page 2');
    await expect(calls.list(3)).resolves.toBe('page 3');
    expect(group.list.mock.calls).toEqual([[2], [3]]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes on a failed call and a failed load', async () => {
    await expect(lazyCallGroup(() => Promise.resolve(loadedGroup())).remove()).rejects.toThrow(
      'refused',
    );
    const offline = lazyCallGroup<ReturnType<typeof loadedGroup>>(() =>
      Promise.reject(new Error('chunk failed')),
    );
    await expect(offline.list(1)).rejects.toThrow('chunk failed');
  });

  it('gives the same function each time, and a function set on it wins', async () => {
    const calls = lazyCallGroup(() => Promise.resolve(loadedGroup()));
    expect(calls.list).toBe(calls.list);
    const spy = vi.spyOn(calls, 'list').mockResolvedValue('spied');
    await expect(calls.list(1)).resolves.toBe('spied');
    expect(spy).toHaveBeenCalledWith(1);
  });

  it('is not a thenable, so awaiting the group gives the group', async () => {
    const calls = lazyCallGroup(() => Promise.resolve(loadedGroup()));
    await expect(Promise.resolve(calls)).resolves.toBe(calls);
  });

  it('rejects a call the group does not have', async () => {
    const calls = lazyCallGroup(() => Promise.resolve(loadedGroup())) as unknown as Record<
      string,
      () => Promise<unknown>
    >;
    await expect(calls['missing']!()).rejects.toThrow('No call named missing');
  });
});
