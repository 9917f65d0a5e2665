import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { createMockBackend } from '../createMockBackend.ts';
import { createFixtures } from '../fixtures.ts';
import { describeContract } from './contractSuite.ts';

const origin = 'http://contract.test';
// Activation as the test server's DOMAIN_ACTIVATION_DELAY=0, and the balance apps/server's
// contract run gets (the domains the suite registers must be paid for).
const server = setupServer(
  ...createMockBackend({ domainActivationMs: 0, registrarBalance: 1000 }).handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describeContract('MSW kit', () =>
  Promise.resolve({ origin, credentials: createFixtures().credentials }),
);
