import { createApiHandlers } from './apiHandlers.ts';
import {
  FRESH_ACCESS_TOKEN,
  type MockBackendOptions,
  type RecordedCall,
  type RouteContext,
} from './route.ts';
import { createRegistrarHandlers, createTrackerHandlers } from './serviceHandlers.ts';
import { createMockStore, type MockStore } from './store.ts';

/**
 * MSW handlers for every call of the client over an in-memory back office.
 * Stories: `beforeEach: ({ msw }) => { msw.use(...createMockBackend().handlers) }`.
 */
export const createMockBackend = (options: MockBackendOptions = {}) => {
  const store: MockStore = createMockStore(options.fixtures);
  const calls: RecordedCall[] = [];
  const ctx: RouteContext = {
    store,
    options,
    calls,
    // With tokenExpired only the refreshed token is accepted; otherwise any bearer is.
    auth: { accessToken: FRESH_ACCESS_TOKEN },
  };
  const handlers = [
    ...createApiHandlers(ctx),
    ...createTrackerHandlers(ctx),
    ...createRegistrarHandlers(ctx),
  ];
  return {
    handlers,
    store,
    /** Every call the handlers answered, in order (`key` is the client function's name). */
    calls,
    /** How many times a call was answered. */
    count: (key: RecordedCall['key']) => calls.filter((c) => c.key === key).length,
  };
};

export type MockBackend = ReturnType<typeof createMockBackend>;
