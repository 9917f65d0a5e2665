import { Comment, CommentList } from '@landing/api/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { data, operatorClient, messageOf } from '../testing/client.ts';
import { demoIds, expectAllRefusedWithoutToken } from '../testing/demo.ts';
import { startTestServer } from '../testing/testServer.ts';

describe('/api/comments', () => {
  beforeAll(() => startTestServer());

  it('refuses every comment call without a token', async () => {
    const { baseUrl } = await startTestServer();
    expect(
      await expectAllRefusedWithoutToken(baseUrl, [
        ['GET', '/api/comments'],
        ['POST', '/api/comments'],
        ['GET', '/api/comments/1'],
        ['PATCH', '/api/comments/1'],
        ['DELETE', '/api/comments/1'],
        ['POST', '/api/comments/translate'],
        ['POST', '/api/comments/batch'],
      ]),
    ).toEqual([]);
  });

  it('creates, reads, updates and deletes a comment in the spec shape', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const { commentatorId, locale } = await demoIds(client);
    const created = await client.post('/api/comments', {
      commentatorId,
      langId: locale('en').id,
      text: 'Lovely app',
      reply: 'Thanks!',
      stars: 4,
      countRated: 12,
    });
    expect(created.status).toBe(201);
    const comment = data(created, Comment);
    expect(comment).toMatchObject({
      text: 'Lovely app',
      reply: 'Thanks!',
      stars: 4,
      countRated: 12,
      commentatorId,
      langId: locale('en').id,
      commentator: { id: commentatorId, name: 'Anna Becker' },
      locale: { google_lang_code: 'en', displayName: 'English' },
    });
    expect(comment.commentator?.iconUrl).toMatch(/^\/api\/files\//);
    expect(data(await client.get(`/api/comments/${comment.id}`), Comment).text).toBe('Lovely app');
    expect(
      data(await client.get('/api/comments'), CommentList).some((c) => c.id === comment.id),
    ).toBe(true);
    const patched = data(
      await client.patch(`/api/comments/${comment.id}`, { stars: 2, reply: null }),
      Comment,
    );
    expect(patched).toMatchObject({ stars: 2, reply: null, text: 'Lovely app' });
    expect((await client.delete(`/api/comments/${comment.id}`)).status).toBe(200);
    expect((await client.get(`/api/comments/${comment.id}`)).status).toBe(404);
  });

  it('refuses bad bodies naming the field', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const { commentatorId, locale } = await demoIds(client);
    const base = {
      commentatorId,
      langId: locale('en').id,
      text: 'Fine text',
      stars: 5,
      countRated: 10,
    };
    for (const [patch, field] of [
      [{ stars: 6 }, 'stars'],
      [{ text: 'x' }, 'text'],
      [{ text: 'x'.repeat(501) }, 'text'],
      [{ countRated: 0 }, 'countRated'],
      [{ commentatorId: undefined }, 'commentatorId'],
    ] as const) {
      const answer = await client.post('/api/comments', { ...base, ...patch });
      expect(answer.status).toBe(400);
      expect(messageOf(answer)).toContain(field);
    }
    const ghost = await client.post('/api/comments', {
      ...base,
      commentatorId: 999999,
    });
    expect(ghost.status).toBe(400);
    expect(messageOf(ghost)).toContain('commentatorId');
    expect((await client.patch('/api/comments/1', { stars: 0 })).status).toBe(400);
  });

  it('creates several at once (batch) and translates with the sandbox translator', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const { commentatorId, locale } = await demoIds(client);
    const batch = await client.post('/api/comments/batch', {
      comments: [
        { commentatorId, langId: locale('de').id, text: 'Erste', stars: 5, countRated: 1 },
        {
          commentatorId,
          langId: locale('de').id,
          text: 'Zweite',
          stars: 3,
          countRated: 2,
          reply: 'Danke',
        },
      ],
    });
    expect(batch.status).toBe(201);
    const created = data(batch, CommentList);
    expect(created.map((c) => c.text)).toEqual(['Erste', 'Zweite']);
    expect((await client.post('/api/comments/batch', { comments: [] })).status).toBe(400);

    const translated = await client.post('/api/comments/translate', {
      commentIds: created.map((c) => c.id),
      targetLocaleId: locale('fr').id,
    });
    expect(translated.status).toBe(201);
    const copies = data(translated, CommentList);
    expect(copies.map((c) => [c.text, c.reply, c.langId, c.stars])).toEqual([
      ['[fr] Erste', null, locale('fr').id, 5],
      ['[fr] Zweite', '[fr] Danke', locale('fr').id, 3],
    ]);
    expect(copies.every((c) => !created.some((o) => o.id === c.id))).toBe(true);
    const bad = await client.post('/api/comments/translate', {
      commentIds: [],
      targetLocaleId: locale('fr').id,
    });
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toContain('commentIds');
    expect(
      (
        await client.post('/api/comments/translate', {
          commentIds: [999999],
          targetLocaleId: locale('fr').id,
        })
      ).status,
    ).toBe(404);
  });

  it('keeps the base comment a copy came from: batch copies name it, translations get it, a deleted base leaves none', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const { commentatorId, locale } = await demoIds(client);
    const input = { commentatorId, langId: locale('en').id, stars: 4, countRated: 3 };
    const base = data(await client.post('/api/comments', { ...input, text: 'Base' }), Comment);
    // Written here: no origin, said as null.
    expect(base.originId).toBeNull();

    const copied = data(
      await client.post('/api/comments/batch', {
        comments: [{ ...input, langId: locale('de').id, text: 'Base', originId: base.id }],
      }),
      CommentList,
    );
    expect(copied.map((c) => c.originId)).toEqual([base.id]);
    expect(data(await client.get(`/api/comments/${copied[0]!.id}`), Comment).originId).toBe(
      base.id,
    );
    const translated = data(
      await client.post('/api/comments/translate', {
        commentIds: [base.id],
        targetLocaleId: locale('fr').id,
      }),
      CommentList,
    );
    expect(translated.map((c) => [c.text, c.originId])).toEqual([['[fr] Base', base.id]]);

    // An origin is set when a comment is made: a PATCH naming one changes nothing.
    const patched = await client.patch(`/api/comments/${copied[0]!.id}`, { originId: null });
    expect(data(patched, Comment).originId).toBe(base.id);

    const unknown = await client.post('/api/comments', {
      ...input,
      text: 'Lost',
      originId: 999999,
    });
    expect(unknown.status).toBe(400);
    expect(messageOf(unknown)).toBe('originId 999999 does not name a comment');

    expect((await client.delete(`/api/comments/${base.id}`)).status).toBe(200);
    for (const copy of [...copied, ...translated]) {
      expect(data(await client.get(`/api/comments/${copy.id}`), Comment).originId).toBeNull();
    }
  });
});
