import { createMemoryStorage } from '../client/storage.ts';
import { createMockBackend, type MockBackend } from './createMockBackend.ts';
import type { CallKey, FailureSpec, MockBackendOptions } from './route.ts';
import { switchFailure } from './switchFailure.ts';

/**
 * A story file's back office: the same object for the whole file, a fresh store behind it for
 * every story. `handlers`, `store`, `calls` and `count` are those of the running story's back
 * office, so a play function reads them as it would a MockBackend's.
 */
export type StoryBackend = MockBackend & {
  /** A signed-in operator's tokens; the mock back office accepts any bearer. */
  readonly storage: Storage;
  /** The running story's options, read on every request. */
  readonly options: MockBackendOptions;
  /** Turns one call's failure on (a spec) or off (undefined) for the rest of the story. */
  setFailure: (key: CallKey, failure: FailureSpec | undefined) => void;
  /**
   * For a story's beforeEach: signs the operator in again and starts a fresh back office with
   * `options` (fixtures, failures, delays). Returns its MSW handlers.
   */
  start: (options?: MockBackendOptions) => MockBackend['handlers'];
};

export const createStoryBackend = (): StoryBackend => {
  const storage = createMemoryStorage();
  let options: MockBackendOptions = {};
  let running: MockBackend | undefined;
  const current = (): MockBackend => {
    if (!running) throw new Error('The story backend is used before start()');
    return running;
  };
  return {
    storage,
    get options() {
      return options;
    },
    get handlers() {
      return current().handlers;
    },
    get store() {
      return current().store;
    },
    get calls() {
      return current().calls;
    },
    count: (key) => current().count(key),
    setFailure: (key, failure) => switchFailure(options, key, failure),
    start: (next = {}) => {
      storage.clear();
      storage.setItem('accessToken', 'access-1');
      storage.setItem('refreshToken', 'refresh-1');
      options = next;
      running = createMockBackend(options);
      return running.handlers;
    },
  };
};
