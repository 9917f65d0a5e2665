import {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
} from '../../client/createApiClient.ts';
import { callGroups } from '../../client/loadCalls.ts';
import { strictTransport } from '../../client/transport.ts';

/**
 * The contract suite's client: the console's client whose writes answer what apps/server
 * answers, checked against each call's `answers` schema. The console itself reads no more of a
 * write's answer than DECISIONS.md allows ("Write answers").
 */
export const createStrictClient = (options: ApiClientOptions) => {
  const client = createApiClient(options);
  return {
    ...client,
    ...callGroups(strictTransport(client.transport), {
      refresh: client.transport.refresh,
      sessionStarted: client.transport.sessionStarted,
      accessToken: () => client.tokens.access(),
    }),
  };
};

export type StrictClient = ReturnType<typeof createStrictClient>;
export type { ApiClient };
