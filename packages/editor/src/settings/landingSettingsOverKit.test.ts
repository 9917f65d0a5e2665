import { createApiClient, createMemoryStorage } from '@landing/api';
import { createMockBackend } from '@landing/api/testing';
import { setupServer } from 'msw/node';
import { createActor, waitFor } from 'xstate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLandingSettingsLogic } from './landingSettingsSection.ts';

/**
 * Issue 29 against a back office we did not shape for it: the MSW kit with its versions, and as
 * one that knows nothing of versions (`withoutVersions`, no `version` read, If-Match ignored).
 * The editor's own Landing Settings logic and client, two operators on launcher 1.
 */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const operator = () =>
  createApiClient({
    apiUrl: 'http://console.test/api',
    trackerUrl: 'http://console.test/tracker/v1',
    registrarUrl: 'http://console.test/lambda/v1',
    storage: createMemoryStorage({ accessToken: 'access-1', refreshToken: 'refresh-1' }),
  });

describe.each([
  { label: 'with versions', withoutVersions: false, updatesBeforeDialog: 2 },
  { label: 'without versions', withoutVersions: true, updatesBeforeDialog: 1 },
])('Landing Settings over the kit $label', ({ withoutVersions, updatesBeforeDialog }) => {
  it('a name both changed opens the dialog before anything of mine is stored; the pick is', async () => {
    const backend = createMockBackend({ withoutVersions });
    server.use(...backend.handlers);
    const client = operator();
    const launcher = await client.launcher.get(1);
    const toasts: string[] = [];
    const actor = createActor(
      createLandingSettingsLogic({
        client,
        notify: (kind, text) => toasts.push(`${kind}: ${text}`),
        log: () => {},
      }),
      { input: { launcher } },
    ).start();
    actor.send({ type: 'settings.change', values: { name: 'My Spin', platform: 'mobile' } });
    // The other operator renames it (without knowing of any version).
    await operator().launcher.update({ id: 1, name: 'Their Spin' });
    actor.send({ type: 'settings.save' });

    const conflict = (await waitFor(actor, (s) => s.matches('conflict'))).context.conflict;
    expect(conflict).toMatchObject({
      fields: ['name'],
      original: { name: 'Lucky Spin' },
      theirs: { name: 'Their Spin' },
    });
    // Theirs, and (with versions) mine refused as stale; without, the read found it first.
    expect(backend.count('launcher.update')).toBe(updatesBeforeDialog);
    const stored = () => backend.store.data.launchers.find((row) => row.id === 1)!;
    expect(stored().name).toBe('Their Spin');

    actor.send({ type: 'conflict.pick', field: 'name', side: 'mine' });
    actor.send({ type: 'conflict.save' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(toasts).toEqual(['success: Launcher settings saved!']);
    expect(stored()).toMatchObject({ name: 'My Spin', config: { templateView: 'mobile' } });
  });
});
