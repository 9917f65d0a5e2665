import { ERRORS } from '../errors.ts';
import type { Transport } from '../client/transport.ts';
import { HealthStatus } from '../schemas/common.ts';

export const healthCalls = (t: Transport) => ({
  check: () =>
    t.call({
      service: 'api',
      method: 'GET',
      path: 'health',
      schema: HealthStatus,
      fallback: ERRORS.healthCheckFailed,
    }),
});
