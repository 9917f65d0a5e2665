import { describeContract } from '@landing/api/contract';
import { startTestServer, testOperator } from './testing/testServer.ts';

// The same contract as the MSW kit's (packages/api/src/testing/contract), against the real
// server: on PGlite, and on PostgreSQL when the test command gives TEST_DATABASE_URL.
describeContract('apps/server', async () => {
  const { baseUrl } = await startTestServer();
  return {
    origin: baseUrl,
    credentials: { email: testOperator.email, password: testOperator.password },
  };
});
