import { describeContract } from '@landing/api/contract';
import { startTestServer, testOperator } from './testing/testServer.ts';

// The same contract as the MSW kit's (packages/api/src/testing/contract), against the real
// server: on PGlite, and on PostgreSQL when the test command gives TEST_DATABASE_URL. The
// registrar's sandbox balance must pay for the domains the suite registers (a few dollars to
// about $50 each); a second server with $1 can pay for none (the 402 test).
describeContract('apps/server', async () => {
  const { baseUrl } = await startTestServer({ registrarBalance: 1000 });
  return {
    origin: baseUrl,
    credentials: { email: testOperator.email, password: testOperator.password },
    lowBalance: async () => ({
      origin: (await startTestServer({ registrarBalance: 1 })).baseUrl,
      credentials: { email: testOperator.email, password: testOperator.password },
    }),
  };
});
