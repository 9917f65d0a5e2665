import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp, createServices } from './app.ts';
import { loginAs } from './testing/client.ts';
import { startTestServer } from './testing/testServer.ts';

describe('serving the console next to the API (WEB_DIST)', () => {
  beforeAll(() => startTestServer());

  it('serves the built SPA with fallback, and never answers an API path with the page', async () => {
    const { db, config, baseUrl } = await startTestServer();
    const webDist = mkdtempSync(join(tmpdir(), 'landing-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root">console</div>');
    writeFileSync(join(webDist, 'assets', 'app-123.js'), 'console.log(1)');
    const services = createServices({ db, config });
    await services.tokens.init();
    const app = createApp({ db, config, webDist }, services);

    expect(await (await app.request('/')).text()).toContain('console');
    expect(await (await app.request('/apps/12')).text()).toContain('console');
    const asset = await app.request('/assets/app-123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await app.request('/api/landing')).status).toBe(401);
    const { access_token } = await loginAs(baseUrl);
    const unknown = await app.request('/api/nothing-here', {
      headers: { Authorization: `Bearer ${access_token}` },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'No such call: GET /api/nothing-here' });
    expect((await app.request('/tracker/v1/nothing')).status).toBe(404);
  });
});
