import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { createMockBackend } from '../createMockBackend.ts';
import { createFixtures } from '../fixtures.ts';
import { describeContract } from './contractSuite.ts';

const origin = 'http://contract.test';
/** A second kit with $1, which can pay for no domain (the 402 test); its handlers come first. */
const lowBalanceOrigin = 'http://low-balance.contract.test';
const lowBalance = createMockBackend({
  domainActivationMs: 0,
  registrarBalance: 1,
  prefixes: {
    api: `${lowBalanceOrigin}/api`,
    tracker: `${lowBalanceOrigin}/tracker/v1`,
    registrar: `${lowBalanceOrigin}/lambda/v1`,
  },
});
// Activation as the test server's DOMAIN_ACTIVATION_DELAY=0, and the balance apps/server's
// contract run gets (the domains the suite registers must be paid for).
const server = setupServer(
  ...lowBalance.handlers,
  ...createMockBackend({ domainActivationMs: 0, registrarBalance: 1000 }).handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const credentials = createFixtures().credentials;
describeContract('MSW kit', () =>
  Promise.resolve({
    origin,
    credentials,
    lowBalance: () => Promise.resolve({ origin: lowBalanceOrigin, credentials }),
  }),
);
