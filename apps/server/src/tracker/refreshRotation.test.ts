import { createHash } from 'node:crypto';
import { Session } from '@landing/api/schemas';
import { describe, expect, it } from 'vitest';
import { data, httpClient, loginAs, messageOf, type Answer } from '../testing/client.ts';
import { startTestServer } from '../testing/testServer.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const refresh = (baseUrl: string, refreshToken: string) =>
  httpClient(baseUrl, refreshToken).post('/tracker/v1/refresh');
const userWith = (baseUrl: string, accessToken: string) =>
  httpClient(baseUrl, accessToken).get('/tracker/v1/user');
/** A rotating refresh answers both tokens, as a login: the shared `Session` schema. */
const tokensOf = (answer: Answer) => data(answer, Session);

const REUSED = 'The refresh token was already used, so its session has been ended. Log in again.';

describe('POST /tracker/v1/refresh rotates the refresh token', () => {
  it('answers a new refresh token each time; the chain keeps the session open', async () => {
    const { baseUrl } = await startTestServer();
    let tokens = await loginAs(baseUrl);
    const seen = new Set([tokens.refresh_token]);
    for (let round = 0; round < 3; round += 1) {
      const answer = await refresh(baseUrl, tokens.refresh_token);
      expect(answer.status).toBe(200);
      tokens = tokensOf(answer);
      expect(tokens.refresh_token).toEqual(expect.any(String));
      expect(seen.has(tokens.refresh_token)).toBe(false);
      seen.add(tokens.refresh_token);
      expect((await userWith(baseUrl, tokens.access_token)).status).toBe(200);
    }
  });

  it('a reused refresh token, once its rotation has itself been used, ends the whole session', async () => {
    const { baseUrl } = await startTestServer();
    const stolen = await loginAs(baseUrl);
    const first = tokensOf(await refresh(baseUrl, stolen.refresh_token));
    const owner = tokensOf(await refresh(baseUrl, first.refresh_token));
    expect((await userWith(baseUrl, owner.access_token)).status).toBe(200);

    const replay = await refresh(baseUrl, stolen.refresh_token);
    expect(replay.status).toBe(401);
    expect(messageOf(replay)).toBe(REUSED);

    // Every token of that session stops working: the newest refresh token and the access tokens.
    const next = await refresh(baseUrl, owner.refresh_token);
    expect(next.status).toBe(401);
    expect(messageOf(next)).toBe('The refresh token is invalid or has expired');
    expect((await userWith(baseUrl, owner.access_token)).status).toBe(401);
    expect((await userWith(baseUrl, first.access_token)).status).toBe(401);
  });

  it('a just-rotated token gets the same new refresh token within the grace window, not after', async () => {
    const { baseUrl } = await startTestServer({ refreshReuseGrace: 2 });
    const tokens = await loginAs(baseUrl);
    const owner = tokensOf(await refresh(baseUrl, tokens.refresh_token));
    const again = tokensOf(await refresh(baseUrl, tokens.refresh_token));
    expect(again.refresh_token).toBe(owner.refresh_token);
    expect((await userWith(baseUrl, again.access_token)).status).toBe(200);

    await wait(2_100);
    const late = await refresh(baseUrl, tokens.refresh_token);
    expect(late.status).toBe(401);
    expect(messageOf(late)).toBe(REUSED);
    expect((await refresh(baseUrl, owner.refresh_token)).status).toBe(401);
    expect((await userWith(baseUrl, owner.access_token)).status).toBe(401);
  });

  it('ends only the reused session: another login of the same operator keeps working', async () => {
    const { baseUrl } = await startTestServer();
    const victim = await loginAs(baseUrl);
    const other = await loginAs(baseUrl);
    const rotated = tokensOf(await refresh(baseUrl, victim.refresh_token));
    await refresh(baseUrl, rotated.refresh_token);
    expect((await refresh(baseUrl, victim.refresh_token)).status).toBe(401);

    const answer = await refresh(baseUrl, other.refresh_token);
    expect(answer.status).toBe(200);
    expect((await userWith(baseUrl, tokensOf(answer).access_token)).status).toBe(200);
  });

  it('sixteen parallel refreshes with one token all get the same new pair; the session lives on', async () => {
    const { baseUrl } = await startTestServer();
    const tokens = await loginAs(baseUrl);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => refresh(baseUrl, tokens.refresh_token)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 16 }, () => 200));
    const refreshTokens = new Set(answers.map((a) => tokensOf(a).refresh_token));
    expect(refreshTokens.size).toBe(1);
    for (const answer of answers) {
      expect((await userWith(baseUrl, tokensOf(answer).access_token)).status).toBe(200);
    }
    const [winner] = refreshTokens;
    expect((await refresh(baseUrl, winner!)).status).toBe(200);
  });

  it('an unknown token is refused without ending anything', async () => {
    const { baseUrl } = await startTestServer();
    const tokens = await loginAs(baseUrl);
    const answer = await refresh(baseUrl, 'not-a-token');
    expect(answer.status).toBe(401);
    expect(messageOf(answer)).toBe('The refresh token is invalid or has expired');
    expect((await refresh(baseUrl, tokens.refresh_token)).status).toBe(200);
  });

  it('a rotated token lives no longer than the session’s maximum age', async () => {
    const { baseUrl } = await startTestServer({ refreshTokenTtl: 3600, sessionMaxAge: 2 });
    const tokens = await loginAs(baseUrl);
    const rotated = tokensOf(await refresh(baseUrl, tokens.refresh_token));
    await wait(2_100);
    const late = await refresh(baseUrl, rotated.refresh_token);
    expect(late.status).toBe(401);
    expect(messageOf(late)).toBe('The refresh token is invalid or has expired');
  });

  it('forgets the spent tokens of ended sessions at the next login', async () => {
    const { baseUrl, db } = await startTestServer();
    const ended = await loginAs(baseUrl);
    const spent = ended.refresh_token;
    const rotated = tokensOf(await refresh(baseUrl, spent));
    await refresh(baseUrl, rotated.refresh_token);
    // Only this session's rows: other test files may end sessions of their own meanwhile.
    const spentRows = () =>
      db.query(`select 1 from spent_refresh_tokens where token_hash = $1`, [
        createHash('sha256').update(spent).digest('hex'),
      ]);
    expect(await refresh(baseUrl, spent)).toMatchObject({ status: 401 });
    expect(await spentRows()).toHaveLength(1);

    await loginAs(baseUrl);
    expect(await spentRows()).toEqual([]);
  });
});
