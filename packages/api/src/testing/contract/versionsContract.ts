import { describe, expect, it } from 'vitest';
import type { StrictClient as ApiClient } from './strictClient.ts';
import { Comment, Commentator } from '../../schemas/comment.ts';
import { Design } from '../../schemas/design.ts';
import { Launcher } from '../../schemas/launcher.ts';
import { LauncherContent } from '../../schemas/launcherContent.ts';
import { pngFile } from '../images.ts';
import { dataOf } from './answers.ts';

/** What the contract suite hands the version cases. */
export interface VersionsContractContext {
  client: () => ApiClient;
  raw: (path: string, init?: RequestInit) => Promise<Response>;
  /** A fresh app-store launcher leading a fresh landing. */
  newLauncher: () => Promise<Launcher>;
  unique: (prefix: string) => string;
}

/** One versioned resource: how to make a row, write it naming a version, read and delete it. */
type Row = {
  what: string;
  /** Makes a fresh row; answers its id and version as a read gives it. */
  make: () => Promise<{ id: number; version?: unknown }>;
  /** The write, naming `ifMatch`; `mark` is what it writes, seen again in `current`. */
  write: (id: number, ifMatch: string, mark: string) => Promise<Response>;
  /** `current` of a 409, checked by the shared schema; the written mark as the row holds it. */
  markOf: (current: unknown) => { mark: string; version: unknown };
  remove: (id: number) => Promise<unknown>;
};

const json = (method: string, body: object, ifMatch: string): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', 'If-Match': ifMatch },
  body: JSON.stringify(body),
});

const multipart = (fields: Record<string, string>, ifMatch: string): RequestInit => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return { method: 'PATCH', headers: { 'If-Match': ifMatch }, body };
};

/**
 * Every row an operator edits keeps a version in both back offices (issue 29): a write naming
 * the version it started from is applied and moves it on; one naming a version the row has moved
 * past answers 409 `{ message, current }` with the row as a read answers it now; a row deleted
 * meanwhile answers 404. (Apps and templates have their own cases.)
 */
export const describeVersionsContract = ({
  client,
  raw,
  newLauncher,
  unique,
}: VersionsContractContext) => {
  const rows: Row[] = [
    {
      what: 'launcher (names and static content)',
      make: async () => {
        const { id } = await newLauncher();
        return client().launcher.get(id);
      },
      write: (id, ifMatch, mark) =>
        raw('/api/launcher', json('PATCH', { id, name: mark }, ifMatch)),
      markOf: (current) => {
        const launcher = Launcher.assert(current);
        return { mark: launcher.name ?? '', version: launcher.version };
      },
      remove: (id) => client().launcher.remove(id),
    },
    {
      what: 'translation (content)',
      make: async () => {
        const launcher = await newLauncher();
        const [locale] = await client().locales.list();
        if (!locale) throw new Error('the backend has no locale');
        const { id } = await client().launcherContent.create({
          launcherId: launcher.id,
          localeId: locale.id,
          isDefault: true,
          designId: null,
        });
        return client().launcherContent.get(id);
      },
      write: (id, ifMatch, mark) =>
        raw(
          `/api/launcher-content/${id}`,
          json(
            'PATCH',
            {
              translatableContent: {
                description: `${mark}, a description`,
                additionalInfo: [],
                tags: [],
              },
            },
            ifMatch,
          ),
        ),
      markOf: (current) => {
        const content = LauncherContent.assert(current);
        return { mark: content.translatableContent?.description ?? '', version: content.version };
      },
      remove: (id) => client().launcherContent.remove(id),
    },
    {
      what: 'design',
      make: async () => {
        const { id } = await client().design.create({
          icon: pngFile('icon.png', 512, 512),
          screens: [pngFile('one.png', 360, 640), pngFile('two.png', 360, 640)],
        });
        return client().design.get(id);
      },
      // The mark is the gallery's order: theirs moves the second screenshot first.
      write: (id, ifMatch, mark) => {
        const order = mark.startsWith('theirs') ? ['two.png', 'one.png'] : ['one.png', 'two.png'];
        return raw(`/api/design/${id}`, multipart({ finalOrder: JSON.stringify(order) }, ifMatch));
      },
      markOf: (current) => {
        const design = Design.assert(current);
        return {
          mark: design.screensData[0]?.name === 'two.png' ? 'theirs' : 'mine',
          version: design.version,
        };
      },
      remove: (id) => client().design.remove(id),
    },
    {
      what: 'comment',
      make: async () => {
        const [commentator] = await client().commentators.list();
        const [locale] = await client().locales.list();
        if (!commentator || !locale) throw new Error('the backend has no commentator or locale');
        const { id } = await client().comments.create({
          commentatorId: commentator.id,
          langId: locale.id,
          text: 'Versioned comment',
          stars: 4,
          countRated: 3,
        });
        return client().comments.get(id);
      },
      write: (id, ifMatch, mark) =>
        raw(`/api/comments/${id}`, json('PATCH', { text: mark }, ifMatch)),
      markOf: (current) => {
        const comment = Comment.assert(current);
        return { mark: comment.text ?? '', version: comment.version };
      },
      remove: (id) => client().comments.remove(id),
    },
    {
      what: 'commentator',
      make: async () => {
        const { id } = await client().commentators.create({
          name: unique('Versioned'),
          icon: pngFile('face.png', 64, 64),
        });
        return client().commentators.get(id);
      },
      write: (id, ifMatch, mark) =>
        raw(`/api/commentators/${id}`, multipart({ name: mark }, ifMatch)),
      markOf: (current) => {
        const commentator = Commentator.assert(current);
        return { mark: commentator.name ?? '', version: commentator.version };
      },
      remove: (id) => client().commentators.remove(id),
    },
  ];

  describe('row versions (issue 29)', () => {
    for (const row of rows) {
      it(`${row.what}: a write naming its version is applied; a stale one is 409 with the current row; a deleted one 404`, async () => {
        const { id, version } = await row.make();
        expect(version, 'a read carries the version').toEqual(expect.any(Number));
        const v = Number(version);
        const applied = await row.write(id, `"${v}"`, unique('theirs'));
        expect(applied.status).toBe(200);
        expect(row.markOf(await dataOf(applied)).version).toBe(v + 1);

        const stale = await row.write(id, `"${v}"`, unique('mine'));
        expect(stale.status).toBe(409);
        const refused = (await stale.json()) as { message?: unknown; current?: unknown };
        expect(refused.message).toEqual(expect.any(String));
        const current = row.markOf(refused.current);
        expect(current.version).toBe(v + 1);
        expect(current.mark.startsWith('theirs'), 'the row as the applied write left it').toBe(
          true,
        );

        await row.remove(id);
        expect((await row.write(id, `"${v + 1}"`, unique('late'))).status).toBe(404);
      });
    }
  });
};
