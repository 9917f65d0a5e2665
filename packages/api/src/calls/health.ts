import { ERRORS } from '../errors.ts';
import type { AnswerMode, Transport } from '../client/transport.ts';
import { HealthStatus } from '../schemas/common.ts';

export const healthCalls = <M extends AnswerMode>(t: Transport<M>) => ({
  check: () =>
    t.call({
      service: 'api',
      method: 'GET',
      path: 'health',
      schema: HealthStatus,
      fallback: ERRORS.healthCheckFailed,
    }),
});
