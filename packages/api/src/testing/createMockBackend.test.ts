import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import { sandboxCostCents } from '../sandbox/pricing.ts';
import { zipFile } from './archives.ts';
import { createMockBackend } from './createMockBackend.ts';
import { clientWith, journey } from './clientJourney.ts';
import type { CallKey } from './route.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('createMockBackend', () => {
  it('answers every call of the client with data its schemas accept', async () => {
    const backend = createMockBackend();
    server.use(...backend.handlers);
    const { client } = clientWith();

    const failures: string[] = [];
    for (const [index, step] of journey.entries()) {
      await step(client).catch((error: unknown) => {
        failures.push(
          `step ${index}: ${String(error)} ${JSON.stringify((error as ApiError).issues)}`,
        );
      });
    }
    expect(failures).toEqual([]);

    const groups = [
      'pwa',
      'landing',
      'launcher',
      'launcherContent',
      'template',
      'locales',
      'design',
      'comments',
      'commentators',
      'domain',
      'health',
      'registrar',
      'tracker',
    ] as const;
    const every = groups.flatMap((g) =>
      Object.keys(client[g]).map((name) => `${g}.${name}` as CallKey),
    );
    const answered = new Set(backend.calls.map((c) => c.key));
    expect(every.filter((key) => !answered.has(key))).toEqual([]);
  });

  it('keeps state: a created translation shows up on the launcher, in its language', async () => {
    const backend = createMockBackend();
    server.use(...backend.handlers);
    const { client } = clientWith();

    const before = await client.launcher.get(1);
    expect(before.contents?.map((c) => c.locale?.google_lang_code)).toEqual(['en', 'de', 'es']);
    await client.launcherContent.create({
      launcherId: 1,
      localeId: 4,
      isDefault: false,
      designId: 1,
    });
    const after = await client.launcher.get(1);
    expect(after.contents?.map((c) => c.locale?.displayName)).toEqual([
      'English',
      'German',
      'Spanish',
      'French',
    ]);
    expect(backend.store.data.contents).toHaveLength(6);
  });

  it('has active and inactive domains, custom and built-in templates', async () => {
    server.use(...createMockBackend().handlers);
    const { client } = clientWith();
    const { items } = await client.domain.list({ size: 200 });
    expect(items.filter((d) => d.status.toLowerCase() === 'active').length).toBeGreaterThan(1);
    expect(items.some((d) => d.status.toLowerCase() !== 'active')).toBe(true);
    const templates = await client.template.list();
    expect(templates.some((t) => t.isCustom)).toBe(true);
    expect(templates.some((t) => !t.isCustom)).toBe(true);
  });

  it('answers a template with the name its archive was uploaded with, as the server', async () => {
    server.use(...createMockBackend().handlers);
    const { client } = clientWith();
    const created = await client.template.create({
      code: 'Landing',
      archive: zipFile('my-landing.zip'),
    });
    if (created.kind !== 'created') throw new Error('the kit answers the created id');
    expect((await client.template.get(created.id)).archiveName).toBe('my-landing.zip');
    await client.template.update(created.id, { archive: zipFile('my-landing-v2.zip') });
    expect((await client.template.get(created.id)).archiveName).toBe('my-landing-v2.zip');
    const listed = (await client.template.list()).find((t) => t.id === created.id);
    expect(listed?.archiveName).toBe('my-landing-v2.zip');
  });

  it('fails the calls it is told to fail, with a server message or a network error', async () => {
    server.use(
      ...createMockBackend({
        fail: {
          'pwa.list': { status: 503, body: { message: 'Maintenance' } },
          'landing.list': 'network',
          'domain.buy': {
            status: 400,
            body: { message: { error: { error: 'Insufficient funds' } } },
          },
        },
      }).handlers,
    );
    const { client } = clientWith();
    await expect(client.pwa.list()).rejects.toMatchObject({
      kind: 'http',
      status: 503,
      message: 'Maintenance',
    });
    await expect(client.landing.list()).rejects.toMatchObject({
      kind: 'network',
      message: 'Failed to load PWA Groups',
    });
    await expect(client.domain.buy('shop.io')).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    await expect(client.template.list()).resolves.toHaveLength(4);
  });

  it('pays purchases from the registrar balance and refuses one beyond it with 402, as the server', async () => {
    // The shared sandbox prices, in whole cents: enough for two, and 7 cents over.
    const first = sandboxCostCents('first-shop.com', 1);
    const second = sandboxCostCents('second-shop.com', 1);
    const start = (first + second + 7) / 100;
    server.use(...createMockBackend({ registrarBalance: start }).handlers);
    const { client } = clientWith();
    expect((await client.registrar.domains()).Balance).toBe(start);
    await client.domain.buy('first-shop.com');
    expect((await client.registrar.domains()).Balance).toBe((second + 7) / 100);
    await client.registrar.buy({ domainName: 'second-shop.com', years: 1 });
    expect((await client.registrar.domains()).Balance).toBe(0.07);

    const refused = await client.domain.buy('third-shop.com').catch((e: unknown) => e);
    const third = (sandboxCostCents('third-shop.com', 1) / 100).toFixed(2);
    expect(refused).toMatchObject({
      status: 402,
      code: 'INSUFFICIENT_FUNDS',
      serverMessage: `Insufficient funds: the balance is $0.07, third-shop.com costs $${third}`,
    });
    expect((await client.registrar.domains()).Balance).toBe(0.07);
    expect((await client.domain.list()).items.some((d) => d.name === 'third-shop.com')).toBe(false);
  });

  it('fails everything with fail: true', async () => {
    server.use(...createMockBackend({ fail: true }).handlers);
    const { client } = clientWith();
    const error = await client.locales.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
  });

  it('with tokenExpired, refuses the old token until one refresh', async () => {
    const backend = createMockBackend({ tokenExpired: true });
    server.use(...backend.handlers);
    const { client, storage } = clientWith({ accessToken: 'stale', refreshToken: 'r' });

    const [apps, landings] = await Promise.all([client.pwa.list(), client.landing.list()]);

    expect(apps).toHaveLength(2);
    expect(landings).toHaveLength(3);
    expect(backend.count('tracker.refresh')).toBe(1);
    expect(storage.getItem('accessToken')).toBe('mock-access-fresh');
  });

  it('delays responses by delayMs', async () => {
    server.use(...createMockBackend({ delayMs: 120 }).handlers);
    const { client } = clientWith();
    const started = performance.now();
    await client.locales.list();
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('answers a wrong password with 401 and a message', async () => {
    server.use(...createMockBackend().handlers);
    const { client } = clientWith();
    await expect(
      client.tracker.login({ email: 'operator@example.com', password: 'nope-nope' }),
    ).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
  });
});
