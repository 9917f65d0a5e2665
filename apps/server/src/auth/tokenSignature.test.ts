import { LandingList, LauncherContentList, WebServerUrl } from '@landing/api/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { data, httpClient, loginAs, operatorClient } from '../testing/client.ts';
import { startTestServer } from '../testing/testServer.ts';

// Issue 25, item 10: a signature's bytes were compared after decoding, and Node's base64url
// decoder also takes padding, `+` and `/`, and any value of the last character's spare bits.

/** Copies of a base64url signature that decode to the same bytes, none of them canonical. */
function variants(signature: string): Record<string, string> {
  const bytes = Buffer.from(signature, 'base64url');
  const standard = bytes.toString('base64');
  const last = signature.at(-1)!;
  // 32 bytes are 43 characters: the last one carries 4 bits of the key and 2 spare ones.
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const spare = alphabet[alphabet.indexOf(last) ^ 1]!;
  const copies = {
    padded: `${signature}=`,
    'standard base64': standard,
    'standard base64 unpadded': standard.replace(/=+$/, ''),
    'other spare bits': `${signature.slice(0, -1)}${spare}`,
  };
  // Without `-` or `_` in the signature, the unpadded standard form is the signature itself.
  return Object.fromEntries(Object.entries(copies).filter(([, copy]) => copy !== signature));
}

let baseUrl: string;
beforeAll(async () => {
  baseUrl = (await startTestServer()).baseUrl;
});

describe('token signatures are accepted only in their canonical form', () => {
  it('an access token', async () => {
    const { access_token } = await loginAs(baseUrl);
    const [payload, signature] = access_token.split('.') as [string, string];
    expect(Buffer.from(signature, 'base64url')).toHaveLength(32);
    expect((await httpClient(baseUrl, access_token).get('/tracker/v1/user')).status).toBe(200);
    const accepted: string[] = [];
    for (const [name, copy] of Object.entries(variants(signature))) {
      expect(Buffer.from(copy, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
      const answer = await httpClient(baseUrl, `${payload}.${copy}`).get('/tracker/v1/user');
      if (answer.status !== 401) accepted.push(`${name}: ${answer.status}`);
    }
    expect(accepted).toEqual([]);
  });

  it('a preview link', async () => {
    const client = await operatorClient(baseUrl);
    const landing = data(await client.get('/api/landing'), LandingList)[0]!;
    const launcherId = landing.mainLauncher!.id;
    const contents = data(
      await client.get(`/api/launcher/${launcherId}/contents`),
      LauncherContentList,
    );
    const { url } = data(
      await client.get(
        `/api/landing/${landing.id}/web-server-url?launcherId=${launcherId}&contentId=${contents[0]!.id}`,
      ),
      WebServerUrl,
    );
    const match = /\/api\/preview\/([^/.]+)\.([^/]+)\//.exec(url);
    if (!match) throw new Error(`no signed token in ${url}`);
    const [, payload, signature] = match as unknown as [string, string, string];
    expect((await fetch(url)).status).toBe(200);
    const accepted: string[] = [];
    for (const [name, copy] of Object.entries(variants(signature))) {
      const forged = url.replace(
        `${payload}.${signature}`,
        `${payload}.${encodeURIComponent(copy)}`,
      );
      const status = (await fetch(forged)).status;
      if (status !== 404) accepted.push(`${name}: ${status}`);
    }
    expect(accepted).toEqual([]);
  });
});
