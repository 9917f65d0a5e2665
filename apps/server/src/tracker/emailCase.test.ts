import { User, UserPage } from '@landing/api/schemas';
import { describe, expect, it } from 'vitest';
import { data, httpClient, loginAs, messageOf } from '../testing/client.ts';
import { startTestServer } from '../testing/testServer.ts';

describe('emails are one account whatever their case', () => {
  it('five parallel sign-ups of one email in different case make one account; the others get 409', async () => {
    const { baseUrl } = await startTestServer();
    const client = httpClient(baseUrl, (await loginAs(baseUrl)).access_token);
    const stamp = Date.now();
    const emails = ['Race', 'race', 'RACE', 'rACE', 'RaCe'].map((race, i) =>
      i === 2 ? `${race}${stamp}@EXAMPLE.COM` : `${race}${stamp}@example.com`,
    );
    const answers = await Promise.all(
      emails.map((email) =>
        client.post('/tracker/v1/user', { name: 'Racer', email, password: 'secret123' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(messageOf(refused)).toBe('A user with this email already exists');
    }
    const listed = await client.get(`/tracker/v1/users?search=${stamp}`);
    expect(data(listed, UserPage).items).toHaveLength(1);
  });

  it("PUT /tracker/v1/user cannot take another user's email in other case (409); the owner still logs in", async () => {
    const { baseUrl } = await startTestServer();
    const admin = httpClient(baseUrl, (await loginAs(baseUrl)).access_token);
    const stamp = Date.now();
    const victim = {
      name: 'Victim',
      email: `victim-${stamp}@example.com`,
      password: 'victim-pass',
    };
    const thief = { name: 'Thief', email: `thief-${stamp}@example.com`, password: 'thief-pass' };
    for (const user of [victim, thief]) {
      expect((await admin.post('/tracker/v1/user', user)).status).toBe(201);
    }
    const asThief = httpClient(baseUrl, (await loginAs(baseUrl, thief)).access_token);

    const taken = await asThief.put('/tracker/v1/user', {
      email: victim.email.toUpperCase(),
    });
    expect(taken.status).toBe(409);
    expect(messageOf(taken)).toBe('A user with this email already exists');
    expect(data(await asThief.get('/tracker/v1/user'), User).email).toBe(thief.email);
    expect((await loginAs(baseUrl, victim)).access_token).toMatch(/\S+\.\S+/);
  });
});
