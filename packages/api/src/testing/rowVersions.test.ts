import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isStaleWrite } from '../client/versions.ts';
import { clientWith } from './clientJourney.ts';
import { createMockBackend } from './createMockBackend.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the kit’s row versions (issue 29)', () => {
  it('keeps a version per comment: a stale update is refused with the comment as it is now', async () => {
    server.use(...createMockBackend().handlers);
    const { client } = clientWith();
    const loaded = await client.comments.get(3);
    expect(loaded.version).toBe(1);
    await client.comments.update(3, { text: 'Theirs' }, { version: loaded.version });
    const stale = await client.comments
      .update(3, { text: 'Mine' }, { version: loaded.version })
      .catch((error: unknown) => error);
    expect(isStaleWrite(stale)).toBe(true);
    expect((await client.comments.get(3)).text).toBe('Theirs');
  });

  it('withoutVersions: no row answers a version, an If-Match is ignored and every write applied', async () => {
    const backend = createMockBackend({ withoutVersions: true });
    server.use(...backend.handlers);
    const { client } = clientWith();
    const launcher = await client.launcher.get(1);
    expect(launcher.version).toBeUndefined();
    // The static content's App Version is text, not a row's version: it stays.
    expect(launcher.staticContent?.version).toEqual(expect.any(String));
    expect(launcher.contents?.every((content) => content.version === undefined)).toBe(true);
    // The store's own views too (stories build a section's context from them).
    expect(backend.store.views.launcher(backend.store.data.launchers[0]!).version).toBeUndefined();
    await client.comments.update(3, { text: 'Theirs' }, { version: 7 });
    await client.comments.update(3, { text: 'Mine' }, { version: 7 });
    expect((await client.comments.get(3)).text).toBe('Mine');
  });
});
