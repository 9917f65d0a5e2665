import { createCommentatorsHandlers } from './handlers/commentators.ts';
import { createCommentsHandlers } from './handlers/comments.ts';
import { createDesignHandlers } from './handlers/design.ts';
import { createDomainHandlers } from './handlers/domain.ts';
import { createDomainPurchases } from './handlers/domainPurchases.ts';
import { createHealthHandlers } from './handlers/health.ts';
import { createLandingHandlers } from './handlers/landing.ts';
import { createLauncherHandlers } from './handlers/launcher.ts';
import { createLauncherContentHandlers } from './handlers/launcherContent.ts';
import { createLocalesHandlers } from './handlers/locales.ts';
import { createPwaHandlers } from './handlers/pwa.ts';
import { createRegistrarHandlers } from './handlers/registrar.ts';
import { createResourceContext } from './handlers/resource.ts';
import { createTemplateHandlers } from './handlers/template.ts';
import { createTrackerHandlers } from './handlers/tracker.ts';
import {
  FRESH_ACCESS_TOKEN,
  type MockBackendOptions,
  type RecordedCall,
  type RouteContext,
} from './route.ts';
import { createMockStore, type MockStore } from './store.ts';

/**
 * MSW handlers for every call of the client over an in-memory back office.
 * Stories: `beforeEach: ({ msw }) => { msw.use(...createMockBackend().handlers) }`.
 */
export const createMockBackend = (options: MockBackendOptions = {}) => {
  const store: MockStore = createMockStore(
    options.fixtures,
    () => options.withoutVersions !== true,
  );
  const calls: RecordedCall[] = [];
  const ctx: RouteContext = {
    store,
    options,
    calls,
    // With tokenExpired only the refreshed token is accepted; otherwise any bearer is.
    auth: { accessToken: FRESH_ACCESS_TOKEN, revoked: new Set() },
  };
  const prefixes = options.prefixes ?? {};
  const purchases = createDomainPurchases(store, options);
  const api = createResourceContext(ctx, prefixes.api ?? '/api', purchases);
  const tracker = createResourceContext(ctx, prefixes.tracker ?? '/tracker/v1', purchases);
  const registrar = createResourceContext(ctx, prefixes.registrar ?? '/lambda/v1', purchases);
  // One file per resource, as in calls/; within a file, fixed paths come before `:id` ones.
  const handlers = [
    ...createHealthHandlers(api),
    ...createPwaHandlers(api),
    ...createLandingHandlers(api),
    ...createLauncherHandlers(api),
    ...createLauncherContentHandlers(api),
    ...createTemplateHandlers(api),
    ...createLocalesHandlers(api),
    ...createDesignHandlers(api),
    ...createCommentsHandlers(api),
    ...createCommentatorsHandlers(api),
    ...createDomainHandlers(api),
    ...createTrackerHandlers(tracker),
    ...createRegistrarHandlers(registrar),
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
