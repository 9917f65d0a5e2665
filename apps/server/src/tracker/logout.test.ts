import { describe, expect, it } from 'vitest';
import { httpClient, loginAs, messageOf } from '../testing/client.ts';
import { startTestServer } from '../testing/testServer.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('POST /tracker/v1/logout', () => {
  it('ends the session from an expired (correctly signed) access token: its refresh token stops working', async () => {
    const { baseUrl } = await startTestServer({ accessTokenTtl: 1 });
    const tokens = await loginAs(baseUrl);
    await wait(2_100);
    const client = httpClient(baseUrl, tokens.access_token);
    expect((await client.get('/tracker/v1/user')).status).toBe(401);

    expect((await client.post('/tracker/v1/logout')).status).toBe(200);
    const refresh = await httpClient(baseUrl, tokens.refresh_token).post('/tracker/v1/refresh');
    expect(refresh.status).toBe(401);
  });

  it('never reports success when nothing was revoked', async () => {
    const { baseUrl } = await startTestServer();
    const tokens = await loginAs(baseUrl);
    const client = httpClient(baseUrl, tokens.access_token);
    expect((await client.post('/tracker/v1/logout')).status).toBe(200);

    const again = await client.post('/tracker/v1/logout');
    expect(again.status).toBe(401);
    expect(messageOf(again)).toBe('The token is invalid or its session has already ended');
    expect((await httpClient(baseUrl, 'garbage').post('/tracker/v1/logout')).status).toBe(401);
    const byRefresh = await httpClient(baseUrl, tokens.refresh_token).post('/tracker/v1/logout');
    expect(byRefresh.status).toBe(401);
  });
});
