import { describe, expect, it } from 'vitest';
import { createApiClient } from './createApiClient.ts';
import './loadCalls.ts';
import { createMemoryStorage } from './storage.ts';

describe('loadCallsAfter', () => {
  it('the first call asks the server only once the call functions may load', async () => {
    const log: string[] = [];
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const client = createApiClient({
      apiUrl: 'http://console.test/api',
      storage: createMemoryStorage({}),
      fetch: () => {
        log.push('fetch');
        return Promise.resolve(Response.json({ data: { status: 'ok' } }));
      },
      loadCallsAfter: () => {
        log.push('asked');
        return gate.then(() => void log.push('opened'));
      },
    });
    const answer = client.health.check();
    expect(log).toEqual(['asked']);
    open();
    await expect(answer).resolves.toEqual({ status: 'ok' });
    expect(log).toEqual(['asked', 'opened', 'fetch']);
  });
});
