import { HealthStatus } from '@landing/api/schemas';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer.ts';

describe('GET /api/health', () => {
  it('answers ok after a real query, without a token', async () => {
    const { baseUrl } = await startTestServer();
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: unknown };
    expect(HealthStatus.assert(body.data)).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database is gone', async () => {
    const { createApp } = await import('../app.ts');
    const broken = createApp({
      db: {
        query: () => Promise.reject(new Error('connection lost')),
        exec: () => Promise.reject(new Error('connection lost')),
        transaction: () => Promise.reject(new Error('connection lost')),
        close: async () => {},
      },
    });
    const response = await broken.request('/api/health');
    expect(response.status).toBe(503);
  });
});
