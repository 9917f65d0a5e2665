import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLoopbackServer, type LoopbackServer } from '../test-support/loopbackServer.ts';
import { clientFor } from './testClient.ts';
import { isGone, isStaleWrite, versionTag } from './versions.ts';

let server: LoopbackServer;
beforeEach(async () => {
  server = await startLoopbackServer();
});
afterEach(async () => {
  await server.close();
});

const content = {
  translatableContent: { description: 'x'.repeat(20), additionalInfo: [], tags: [] },
};

describe('writes that name a version (issue 29)', () => {
  it('sends If-Match with the version loaded, and none for a row read without one', async () => {
    const seen: (string | undefined)[] = [];
    server.handle((request) => {
      seen.push(request.headers['if-match']);
      return { json: { data: { id: 1 } } };
    });
    const { client } = clientFor(server);
    await client.launcherContent.update(1, content, { version: 3 });
    await client.launcherContent.update(1, content, { version: 'abc' });
    await client.launcherContent.update(1, content);
    await client.launcherContent.update(1, content, { version: { odd: true } });
    expect(seen).toEqual(['"3"', '"abc"', undefined, undefined]);
  });

  it('a design update, a comment update and a commentator update send it too', async () => {
    const seen: (string | undefined)[] = [];
    server.handle((request) => {
      seen.push(request.headers['if-match']);
      return { json: { data: { id: 1, screensData: [], tags: [] } } };
    });
    const { client } = clientFor(server);
    await client.design.update(1, { screens: [] }, { version: 4 });
    await client.comments.update(1, { text: 'Text' }, { version: 5 });
    await client.commentators.update(1, { name: 'Anna' }, { version: 6 });
    expect(seen).toEqual(['"4"', '"5"', '"6"']);
  });

  it('a 409 or 412 to a write with If-Match is stale; a 409 without one is not; 404 is gone', async () => {
    const { client } = clientFor(server);
    const failure = async (status: number, version?: number) => {
      server.handle(() => ({ status, json: { message: 'no' } }));
      return client.launcherContent
        .update(1, content, { version })
        .catch((error: unknown) => error);
    };
    expect(isStaleWrite(await failure(409, 2))).toBe(true);
    expect(isStaleWrite(await failure(412, 2))).toBe(true);
    expect(isStaleWrite(await failure(409))).toBe(false);
    expect(isGone(await failure(404, 2))).toBe(true);
    expect(isStaleWrite(await failure(500, 2))).toBe(false);
  });

  it('quotes tokens as entity tags and keeps a tag that is one already', () => {
    expect(versionTag(7)).toBe('"7"');
    expect(versionTag('W/"x"')).toBe('W/"x"');
    expect(versionTag('has space')).toBeUndefined();
    expect(versionTag(null)).toBeUndefined();
  });
});

describe("a list's version: its answer's ETag (issue 29)", () => {
  const comment = { id: 4, commentatorId: 1, langId: 2, text: 'Great app, five stars.' };

  it('answers the whole list and a page with the ETag as their version', async () => {
    server.handle((request) => ({
      headers: { ETag: '"list-digest"' },
      json: { data: 'limit' in request.query ? { items: [comment], next: '4' } : [comment] },
    }));
    const { client } = clientFor(server);
    await expect(client.launcherContent.comments(1)).resolves.toEqual({
      items: [comment],
      version: '"list-digest"',
    });
    await expect(client.launcherContent.commentsPage(1, { limit: 1 })).resolves.toEqual({
      items: [comment],
      next: '4',
      version: '"list-digest"',
    });
  });

  it('answers no version when the answer has no ETag', async () => {
    server.handle(() => ({ json: { data: [comment] } }));
    const { client } = clientFor(server);
    await expect(client.launcherContent.comments(1)).resolves.toEqual({ items: [comment] });
    await expect(client.launcherContent.commentsPage(1, { limit: 1 })).resolves.toEqual({
      items: [comment],
      next: null,
    });
  });

  it('still refuses an answer that is no list', async () => {
    server.handle(() => ({ headers: { ETag: '"x"' }, json: { data: { odd: true } } }));
    const { client } = clientFor(server);
    await expect(client.launcherContent.comments(1)).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});
