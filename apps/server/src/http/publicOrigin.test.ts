import { LandingList, WebServerUrl } from '@landing/api/schemas';
import { describe, expect, it } from 'vitest';
import { data, operatorClient, type HttpClient } from '../testing/client.ts';
import { startTestServer } from '../testing/testServer.ts';

/** The preview URL the server hands out for the demo landing, asked with `headers`. */
async function previewUrl(client: HttpClient, headers: Record<string, string> = {}) {
  const landing = data(await client.get('/api/landing'), LandingList).find(
    (l) => l.mainLauncher?.name === 'Lucky Puzzle',
  )!;
  const answer = await client.call(
    'GET',
    `/api/landing/${landing.id}/web-server-url?launcherId=${landing.mainLauncher!.id}`,
    undefined,
    headers,
  );
  expect(answer.status).toBe(200);
  return data(answer, WebServerUrl).url;
}

const forwarded = { 'X-Forwarded-Host': 'tools.example.com', 'X-Forwarded-Proto': 'https' };

describe('public URLs behind a proxy', () => {
  it('ignores X-Forwarded-* unless told to trust the proxy (any client can write them)', async () => {
    const { baseUrl } = await startTestServer();
    const url = await previewUrl(await operatorClient(baseUrl), forwarded);
    expect(url.startsWith(`${baseUrl}/api/preview/`)).toBe(true);
  });

  it('builds them from X-Forwarded-Host / -Proto when trusting the proxy', async () => {
    const { baseUrl } = await startTestServer({ trustProxy: true });
    const client = await operatorClient(baseUrl);
    expect(await previewUrl(client, forwarded)).toMatch(
      /^https:\/\/tools\.example\.com\/api\/preview\/[^/]+\/$/,
    );
    // A chain of proxies: the first (the client-facing) one's values.
    expect(
      await previewUrl(client, {
        'X-Forwarded-Host': 'tools.example.com:8443, internal:3000',
        'X-Forwarded-Proto': 'https, http',
      }),
    ).toMatch(/^https:\/\/tools\.example\.com:8443\/api\/preview\//);
    // Without the header, or with one that is no host, the request's own origin.
    expect((await previewUrl(client)).startsWith(`${baseUrl}/api/preview/`)).toBe(true);
    expect(
      (await previewUrl(client, { 'X-Forwarded-Host': 'evil.example/path?x=' })).startsWith(
        `${baseUrl}/api/preview/`,
      ),
    ).toBe(true);
  });

  it('uses the configured public origin whatever the headers say', async () => {
    const { baseUrl } = await startTestServer({ publicOrigin: 'https://landing.example.org' });
    const client = await operatorClient(baseUrl);
    expect(await previewUrl(client, forwarded)).toMatch(
      /^https:\/\/landing\.example\.org\/api\/preview\//,
    );
  });
});

describe('CORS for configured origins', () => {
  const partner = 'https://partner.example.com';

  it('answers a preflight and a call from a configured origin, and nothing to another', async () => {
    const { baseUrl } = await startTestServer({ corsOrigins: [partner] });
    const preflight = (origin: string, path: string) =>
      fetch(`${baseUrl}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'PATCH',
          'Access-Control-Request-Headers': 'authorization,content-type',
        },
      });
    for (const path of ['/api/launcher', '/tracker/v1/refresh', '/lambda/v1/balance']) {
      const allowed = await preflight(partner, path);
      expect(allowed.status, path).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin'), path).toBe(partner);
      expect(allowed.headers.get('access-control-allow-methods'), path).toContain('PATCH');
      expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
        'authorization',
      );
      const refused = await preflight('https://other.example.com', path);
      expect(refused.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    const login = await fetch(`${baseUrl}/api/landing`, { headers: { Origin: partner } });
    expect(login.status).toBe(401);
    expect(login.headers.get('access-control-allow-origin')).toBe(partner);
  });

  it('lets a configured origin frame the preview; without one only the same origin may', async () => {
    const { baseUrl } = await startTestServer({ corsOrigins: [partner] });
    const page = await fetch(await previewUrl(await operatorClient(baseUrl)));
    expect(page.headers.get('content-security-policy')).toContain(
      `frame-ancestors 'self' ${partner};`,
    );
    const plain = await startTestServer();
    const own = await fetch(await previewUrl(await operatorClient(plain.baseUrl)));
    expect(own.headers.get('content-security-policy')).toContain("frame-ancestors 'self';");
  });
});
