import { describe, expect, it } from 'vitest';
import type { StrictClient as ApiClient } from './strictClient.ts';
import { COMMENTATOR_NAME_MESSAGES, Commentator } from '../../schemas/comment.ts';
import { type } from 'arktype';
import { Design, DesignFinalOrder } from '../../schemas/design.ts';
import { zipFile } from '../archives.ts';
import { gifFile, pngFile } from '../images.ts';
import { dataOf } from './answers.ts';

const MB = 1024 * 1024;

/** What the contract suite hands the upload cases: the signed-in client and raw requests. */
export interface UploadContractContext {
  client: () => ApiClient;
  raw: (path: string, init?: RequestInit) => Promise<Response>;
  unique: (prefix: string) => string;
}

const text = (name: string, content = 'not an image') =>
  new File([content], name, { type: 'image/png' });

const formOf = (fields: Record<string, string | File | File[]>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const part of Array.isArray(value) ? value : [value]) form.append(name, part);
  }
  return form;
};

/** Status and body of an answer. */
const answerOf = async (answer: Response) => ({
  status: answer.status,
  body: (await answer.json()) as unknown,
});

const refusal = (status: number, message: string) => ({ status, body: { message } });

/**
 * The upload rules both back offices share (`@landing/api/uploads`): real images of the right
 * size pass; wrong sizes, other bytes and files over the limits are refused with the spec's
 * messages, and nothing is stored.
 */
export const describeUploadContract = ({ client, raw, unique }: UploadContractContext) => {
  const icon = () => pngFile('icon.png', 512, 512);
  const screen = (name = 'one.png') => pngFile(name, 360, 640);

  describe('design uploads', () => {
    const create = async (fields: Record<string, string | File | File[]>) =>
      answerOf(await raw('/api/design', { method: 'POST', body: formOf(fields) }));

    it.each([
      [
        'an icon of 256x256',
        { icon: pngFile('small.png', 256, 256) },
        400,
        'Icon must be 512x512px',
      ],
      ['an icon that is not an image', { icon: text('icon.png') }, 415, 'Icon must be an image'],
      [
        'an icon over 5 MB',
        { icon: pngFile('big.png', 512, 512, { minBytes: 5 * MB + 1 }) },
        413,
        'Icon must be ≤ 5MB',
      ],
      [
        'a screenshot that is not an image',
        { icon: icon(), screens: text('one.png') },
        415,
        'Invalid screenshot format. Please upload valid image files.',
      ],
      [
        'a screenshot over 10 000 px a side',
        { icon: icon(), screens: pngFile('tall.png', 1, 10_001) },
        400,
        'screens is 1x10001 px: images may be at most 10000 px a side and 50 megapixels',
      ],
      [
        'eleven screenshots',
        { icon: icon(), screens: Array.from({ length: 11 }, (_, i) => screen(`s${i}.png`)) },
        400,
        'screens: at most 10 screenshots',
      ],
      [
        'a video that is neither MP4 nor WebM',
        { icon: icon(), video: pngFile('clip.mp4', 16, 16) },
        415,
        'Video must be in MP4 or WebM format',
      ],
      [
        'a video preview that is not an image',
        { icon: icon(), videoPreview: text('preview.png') },
        415,
        'Video preview must be an image',
      ],
    ])('refuses a design with %s, storing nothing', async (_, fields, status, message) => {
      const before = (await client().design.list()).length;
      expect(await create(fields)).toEqual(refusal(status, message));
      expect((await client().design.list()).length).toBe(before);
    });

    it('accepts a real 512x512 icon with real screenshots (201)', async () => {
      const answer = await raw('/api/design', {
        method: 'POST',
        body: formOf({ icon: icon(), screens: [screen('a.png'), screen('b.png')] }),
      });
      expect(answer.status).toBe(201);
      const design = Design.assert(await dataOf(answer));
      expect(design.screensData.map((s) => s.name)).toEqual(['a.png', 'b.png']);
      await client().design.remove(design.id);
    });

    it('refuses an update with a bad icon or screenshot and keeps the design as it was', async () => {
      const design = await client().design.create({ icon: icon(), screens: [screen()] });
      const update = async (fields: Record<string, string | File | File[]>) =>
        answerOf(await raw(`/api/design/${design.id}`, { method: 'PATCH', body: formOf(fields) }));
      expect(await update({ icon: pngFile('wide.png', 512, 256) })).toEqual(
        refusal(400, 'Icon must be 512x512px'),
      );
      expect(
        await update({ screens: text('two.png'), finalOrder: '["one.png","$new:0"]' }),
      ).toEqual(refusal(415, 'Invalid screenshot format. Please upload valid image files.'));
      expect(await client().design.get(design.id)).toEqual(design);
      await client().design.remove(design.id);
    });

    it('refuses a finalOrder that is not JSON, not a list of names, or names an unknown screen with 400, changing nothing', async () => {
      const design = await client().design.create({ icon: icon(), screens: [screen()] });
      const update = async (finalOrder: string) =>
        answerOf(
          await raw(`/api/design/${design.id}`, {
            method: 'PATCH',
            body: formOf({ finalOrder }),
          }),
        );
      const summaryOf = (value: unknown) => {
        const out = DesignFinalOrder(value);
        if (!(out instanceof type.errors)) throw new Error('the schema accepts it');
        return out.summary;
      };
      expect(await update('one.png')).toEqual(
        refusal(400, 'finalOrder must be a JSON list of screen names'),
      );
      expect(await update('{"a":1}')).toEqual(refusal(400, summaryOf({ a: 1 })));
      expect(await update('["one.png",2]')).toEqual(refusal(400, summaryOf(['one.png', 2])));
      expect(await update('["two.png"]')).toEqual(
        refusal(400, 'finalOrder names an unknown screen "two.png"'),
      );
      expect(await client().design.get(design.id)).toEqual(design);
      await client().design.remove(design.id);
    });

    it('reads name and tags on create and update (a JSON list or comma-separated text); a form without them keeps them', async () => {
      const name = unique('Tagged');
      const created = await raw('/api/design', {
        method: 'POST',
        body: formOf({ icon: icon(), screens: screen(), name, tags: ' sale, ,summer ' }),
      });
      expect(created.status).toBe(201);
      const design = Design.assert(await dataOf(created));
      expect(design).toMatchObject({ name, tags: ['sale', 'summer'] });
      const update = async (fields: Record<string, string | File | File[]>) => {
        const answer = await raw(`/api/design/${design.id}`, {
          method: 'PATCH',
          body: formOf(fields),
        });
        expect(answer.status).toBe(200);
        return Design.assert(await dataOf(answer));
      };

      const renamed = await update({ name: `${name} renamed`, tags: '["winter","a, b"]' });
      expect(renamed).toMatchObject({ name: `${name} renamed`, tags: ['winter', 'a, b'] });
      // A screen alone, or an empty name, changes neither.
      const kept = await update({ screens: screen('two.png'), name: '' });
      expect(kept).toMatchObject({ name: `${name} renamed`, tags: ['winter', 'a, b'] });
      expect(kept.screensData).toHaveLength(2);
      expect(await update({ tags: '' })).toMatchObject({ tags: [] });
      expect(await client().design.get(design.id)).toMatchObject({
        name: `${name} renamed`,
        tags: [],
      });
      await client().design.remove(design.id);
    });
  });

  describe('commentator uploads and names', () => {
    const create = async (fields: Record<string, string | File>) =>
      answerOf(await raw('/api/commentators', { method: 'POST', body: formOf(fields) }));

    it.each<[string, Record<string, string | File | undefined>, number, string]>([
      ['a GIF icon', { icon: gifFile() }, 415, 'Icon must be JPEG, PNG, or WebP'],
      [
        'an icon that is not an image',
        { icon: text('icon.png') },
        415,
        'Icon must be JPEG, PNG, or WebP',
      ],
      [
        'an icon of 2 MB',
        { icon: pngFile('big.png', 64, 64, { minBytes: 2 * MB }) },
        413,
        'Icon must be less than 2MB',
      ],
      ['a 1-character name', { name: 'x' }, 400, COMMENTATOR_NAME_MESSAGES.tooShort],
      ['no name', { name: undefined }, 400, COMMENTATOR_NAME_MESSAGES.tooShort],
      ['a 51-character name', { name: 'n'.repeat(51) }, 400, COMMENTATOR_NAME_MESSAGES.tooLong],
    ])('refuses a commentator with %s, storing nothing', async (_, change, status, message) => {
      const before = (await client().commentators.list()).length;
      const fields: Record<string, string | File> = { name: unique('Commentator'), icon: icon() };
      for (const [key, value] of Object.entries(change)) {
        if (value === undefined) delete fields[key];
        else fields[key] = value;
      }
      expect(await create(fields)).toEqual(refusal(status, message));
      expect((await client().commentators.list()).length).toBe(before);
    });

    it('accepts a 2-character name and a small PNG (201); a bad rename or icon changes nothing', async () => {
      const answer = await raw('/api/commentators', {
        method: 'POST',
        body: formOf({ name: 'Al', icon: pngFile('face.png', 64, 64) }),
      });
      expect(answer.status).toBe(201);
      const commentator = Commentator.assert(await dataOf(answer));
      expect(commentator.name).toBe('Al');
      const update = async (fields: Record<string, string | File>) =>
        answerOf(
          await raw(`/api/commentators/${commentator.id}`, {
            method: 'PATCH',
            body: formOf(fields),
          }),
        );
      expect(await update({ name: 'n'.repeat(51) })).toEqual(
        refusal(400, COMMENTATOR_NAME_MESSAGES.tooLong),
      );
      expect(await update({ name: 'Renamed', icon: gifFile() })).toEqual(
        refusal(415, 'Icon must be JPEG, PNG, or WebP'),
      );
      expect(await client().commentators.get(commentator.id)).toEqual(commentator);
      await client().commentators.remove(commentator.id);
    });
  });

  describe('whole-request body limits', () => {
    const post = (path: string, init: RequestInit) => raw(path, { method: 'POST', ...init });

    it('refuses a JSON body over 1 MB with 413 before the token is read, creating nothing', async () => {
      const before = (await client().landing.list()).length;
      const body = JSON.stringify({ mainLauncherId: 1, padding: 'x'.repeat(MB) });
      const headers = { 'Content-Type': 'application/json' };
      const tooLarge = refusal(413, 'The request body is too large (at most 1 MB)');
      expect(await answerOf(await post('/api/landing', { headers, body }))).toEqual(tooLarge);
      // The bound comes before the token check: no token gets the 413 too, not a 401.
      expect(
        await answerOf(
          await post('/api/landing', { headers: { ...headers, Authorization: '' }, body }),
        ),
      ).toEqual(tooLarge);
      expect((await client().landing.list()).length).toBe(before);
    });

    it('refuses a commentator whose whole request is over 2 MB and 64 KB with the body limit (413)', async () => {
      const before = (await client().commentators.list()).length;
      const icon = pngFile('huge.png', 64, 64, { minBytes: 2 * MB + 64 * 1024 + 1 });
      expect(
        await answerOf(
          await post('/api/commentators', { body: formOf({ name: unique('Big'), icon }) }),
        ),
      ).toEqual(refusal(413, 'The commentator icon is too large (at most 2 MB)'));
      expect((await client().commentators.list()).length).toBe(before);
    });

    it('refuses a template whose whole request is over 21 MB with the body limit (413)', async () => {
      const before = (await client().template.list()).length;
      const archive = zipFile('huge.zip', { minBytes: 21 * MB + 1 });
      expect(
        await answerOf(
          await post('/api/template', { body: formOf({ code: unique('Huge'), archive }) }),
        ),
      ).toEqual(refusal(413, 'The template archive is too large (at most 21 MB)'));
      expect((await client().template.list()).length).toBe(before);
    });
  });
};
