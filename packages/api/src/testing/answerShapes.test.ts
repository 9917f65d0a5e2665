import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../errors.ts';
import { FOREIGN_WRITE_ANSWER_SHAPES, type WriteAnswerShape } from './answerShapes.ts';
import { clientWith, journey } from './clientJourney.ts';
import { createMockBackend } from './createMockBackend.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const started = (writeAnswers: WriteAnswerShape) => {
  const backend = createMockBackend({ writeAnswers });
  server.use(...backend.handlers);
  return backend;
};

const deleteApp = () =>
  fetch('http://console.test/api/pwa/1', {
    method: 'DELETE',
    headers: { authorization: 'Bearer access-1' },
  });

describe('the kit answers every write in the shape asked for', () => {
  it.each([
    ['noContent', 204, ''],
    ['empty', 200, '{}'],
    ['dataEmpty', 200, '{"data":{}}'],
    ['deleted', 200, '{"data":{"id":1,"deleted":true}}'],
    ['id', 200, '{"id":1}'],
    ['entity', 200, '{"success":true}'],
    ['server', 200, '{"data":{"success":true}}'],
  ] as const)('%s: a delete answers %i %s, and the app is gone', async (shape, status, body) => {
    const backend = started(shape);
    const answer = await deleteApp();
    expect(answer.status).toBe(status);
    expect(await answer.text()).toBe(body);
    expect(backend.store.data.apps.some((app) => app.id === 1)).toBe(false);
  });

  it('a create in the entity shape answers the new record without { data }', async () => {
    started('entity');
    const answer = await fetch('http://console.test/api/locales', {
      method: 'POST',
      headers: { authorization: 'Bearer access-1', 'content-type': 'application/json' },
      body: JSON.stringify({ google_lang_code: 'it', displayName: 'Italian' }),
    });
    expect(await answer.json()).toMatchObject({ google_lang_code: 'it', displayName: 'Italian' });
  });

  it('an error answer is never reshaped', async () => {
    started('noContent');
    const answer = await fetch('http://console.test/api/pwa/999', {
      method: 'DELETE',
      headers: { authorization: 'Bearer access-1' },
    });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ message: 'App not found' });
  });
});

describe.each(FOREIGN_WRITE_ANSWER_SHAPES)(
  'every call of the client, writes answered %s',
  (shape) => {
    it('succeeds: no write is reported failed', async () => {
      started(shape);
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
    });

    it('a create reads the new id when the answer names it, and only then', async () => {
      const backend = started(shape);
      const { client } = clientWith();
      const created = await client.locales.create({
        google_lang_code: 'it',
        displayName: 'Italian',
      });
      const made = backend.store.data.locales.find((locale) => locale.google_lang_code === 'it');
      expect(made).toBeDefined();
      const named = shape === 'deleted' || shape === 'entity' || shape === 'id';
      expect(created).toEqual(named ? { kind: 'created', id: made!.id } : { kind: 'idUnknown' });
    });

    it('a batch reads the new ids only from a list of them', async () => {
      started(shape);
      const { client } = clientWith();
      const created = await client.comments.translate({ commentIds: [1, 2], targetLocaleId: 4 });
      if (shape === 'entity') {
        expect(created).toMatchObject({
          kind: 'created',
          ids: [expect.any(Number), expect.any(Number)],
        });
      } else {
        expect(created).toEqual({ kind: 'idsUnknown' });
      }
    });
  },
);
