import { Launcher } from '@landing/api/schemas';
import { describe, expect, it } from 'vitest';
import { data, operatorClient, type HttpClient } from '../testing/client.ts';
import { demoIds } from '../testing/demo.ts';
import { startTestServer } from '../testing/testServer.ts';

// Issue 25, item 6: on PostgreSQL (several connections) partial PATCHes read the row, merged in
// JavaScript and wrote it back, so of 8 at once most were lost. This file runs in both passes.
const fields = [
  'name',
  'shortName',
  'developer',
  'version',
  'androidVersion',
  'reviews',
  'installs',
  'ratingPeople',
] as const;
const rounds = 5;

async function newLauncher(client: HttpClient, name: string, config?: object) {
  const { builtInTemplateId } = await demoIds(client);
  const created = await client.post('/api/launcher/app-store', {
    name,
    templateId: builtInTemplateId,
    ...(config ? { config } : {}),
  });
  return data(created, Launcher).id;
}

describe('concurrent partial PATCH /api/launcher', () => {
  it(`keeps all ${fields.length * rounds} acknowledged changes of different staticContent fields`, async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const id = await newLauncher(client, 'Lost updates');
    const valueOf = (field: (typeof fields)[number], round: number) =>
      ['reviews', 'installs', 'ratingPeople'].includes(field) ? 1000 + round : `${field} ${round}`;

    let lost = 0;
    for (let round = 0; round < rounds; round++) {
      const answers = await Promise.all(
        fields.map((field) =>
          client.patch('/api/launcher', {
            id,
            staticContent: { [field]: valueOf(field, round) },
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(fields.map(() => 200));
      const { staticContent } = data(await client.get(`/api/launcher/${id}`), Launcher);
      for (const field of fields) {
        if (staticContent?.[field] !== valueOf(field, round)) lost++;
      }
    }
    console.log(`lost updates: ${lost} of ${fields.length * rounds} acknowledged changes lost`);
    expect(lost).toBe(0);
  });

  it('merges config the same way: config and staticContent changed at once both stay', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const id = await newLauncher(client, 'Config merge', { templateView: 'web' });
    await Promise.all([
      client.patch('/api/launcher', { id, config: { templateView: 'mobile' } }),
      client.patch('/api/launcher', { id, staticContent: { shortName: 'Merged' } }),
    ]);
    const launcher = data(await client.get(`/api/launcher/${id}`), Launcher);
    expect(launcher.config).toMatchObject({ templateView: 'mobile' });
    expect(launcher.staticContent).toMatchObject({ shortName: 'Merged' });
  });
});
