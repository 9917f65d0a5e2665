import { gifFile, pngFile } from '@landing/api/testing';
import { checkCommentatorIcon } from '@landing/api/uploads';
import { describe, expect, it } from 'vitest';
import { detectImageType } from './imageType.ts';
import { COMMENTATOR_MESSAGES, validateCommentator } from './validation.ts';

const MB = 1024 * 1024;
const raw = (...bytes: number[]) => new Blob([Uint8Array.from(bytes)]);
const accepts = (check: Promise<unknown>) =>
  check.then(
    () => true,
    () => false,
  );

const icons: Array<[string, Blob, string | undefined]> = [
  ['a 64x64 PNG', pngFile('c.png', 64, 64), undefined],
  ['a 1x1 GIF', gifFile(), COMMENTATOR_MESSAGES.iconType],
  ['a PNG 10,001 px wide', pngFile('c.png', 10_001, 1), COMMENTATOR_MESSAGES.iconOutsized],
  ['a PNG 10,001 px tall', pngFile('c.png', 1, 10_001), COMMENTATOR_MESSAGES.iconOutsized],
  ['a 2 MB PNG', pngFile('c.png', 64, 64, { minBytes: 2 * MB }), COMMENTATOR_MESSAGES.iconTooLarge],
  [
    'text declared as PNG',
    new Blob(['not an image'], { type: 'image/png' }),
    COMMENTATOR_MESSAGES.iconType,
  ],
  [
    'a PNG signature alone',
    raw(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    COMMENTATOR_MESSAGES.iconType,
  ],
  ['a bare JPEG start', raw(0xff, 0xd8, 0xff, 0xe0), COMMENTATOR_MESSAGES.iconType],
];

describe('commentator icon rule agrees with the shared upload rules', () => {
  it.each(icons)('%s', async (_, file, message) => {
    const icon = { file, fileName: 'icon', type: await detectImageType(file) };
    const formMessage = validateCommentator({ name: 'Jana', icon }).icon;
    expect(formMessage).toBe(message);
    expect(await accepts(checkCommentatorIcon(file))).toBe(formMessage === undefined);
  });
});
