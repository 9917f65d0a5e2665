import { describe, expect, it } from 'vitest';
import { gifFile, pngFile } from '../testing/images.ts';
import {
  checkCommentatorIcon,
  checkDesignFiles,
  checkIcon,
  checkScreenshot,
  checkVideo,
  checkVideoPreview,
  UploadRefused,
} from './rules.ts';

const MB = 1024 * 1024;
const bytes = (text: string) => new Blob([text]);

/** The status and message a check refused with. */
const refusal = (check: Promise<unknown>) =>
  check.then(
    () => 'accepted',
    (error: unknown) =>
      error instanceof UploadRefused ? `${error.status} ${error.message}` : String(error),
  );

describe('upload rules', () => {
  it('accepts a 512x512 icon and reads its type and size from the bytes', async () => {
    await expect(checkIcon(pngFile('icon.png', 512, 512))).resolves.toMatchObject({
      mimeType: 'image/png',
      width: 512,
      height: 512,
    });
  });

  it.each([
    ['a 256x256 PNG', pngFile('small.png', 256, 256), '400 Icon must be 512x512px'],
    ['text', bytes('not really'), '415 Icon must be an image'],
    ['6 MB', pngFile('big.png', 512, 512, { minBytes: 6 * MB }), '413 Icon must be ≤ 5MB'],
  ])('refuses an icon of %s', async (_, file, answer) => {
    expect(await refusal(checkIcon(file))).toBe(answer);
  });

  it('refuses screenshots that are not images, over 10 MB, or of absurd sizes', async () => {
    expect(await refusal(checkScreenshot(bytes('no')))).toBe(
      '415 Invalid screenshot format. Please upload valid image files.',
    );
    expect(await refusal(checkScreenshot(pngFile('s.png', 9, 16, { minBytes: 11 * MB })))).toBe(
      '413 Screenshot must be ≤ 10MB',
    );
    expect(await refusal(checkScreenshot(pngFile('s.png', 10_001, 1)))).toBe(
      '400 screens is 10001x1 px: images may be at most 10000 px a side and 50 megapixels',
    );
    expect(await refusal(checkScreenshot(pngFile('s.png', 90, 160)))).toBe('accepted');
  });

  it('tells videos by their bytes and checks the preview as an image', async () => {
    expect(await refusal(checkVideo(pngFile('v.mp4', 1, 1)))).toBe(
      '415 Video must be in MP4 or WebM format',
    );
    expect(await refusal(checkVideo(new Blob([Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3, 0)])))).toBe(
      'accepted',
    );
    expect(await refusal(checkVideoPreview(bytes('no')))).toBe(
      '415 Video preview must be an image',
    );
  });

  it('takes a commentator icon under 2 MB in JPEG, PNG or WebP only', async () => {
    expect(await refusal(checkCommentatorIcon(pngFile('c.png', 64, 64)))).toBe('accepted');
    expect(await refusal(checkCommentatorIcon(gifFile()))).toBe(
      '415 Icon must be JPEG, PNG, or WebP',
    );
    expect(
      await refusal(checkCommentatorIcon(pngFile('c.png', 64, 64, { minBytes: 2 * MB }))),
    ).toBe('413 Icon must be less than 2MB');
  });

  it('refuses a design form with more than 10 screens before reading any, else reports the first bad file', async () => {
    const screens = Array.from({ length: 11 }, () => bytes('unread'));
    expect(await refusal(checkDesignFiles({ screens }))).toBe(
      '400 screens: at most 10 screenshots',
    );
    expect(
      await refusal(
        checkDesignFiles({
          icon: pngFile('i.png', 256, 256),
          screens: [bytes('bad screen')],
        }),
      ),
    ).toBe('400 Icon must be 512x512px');
  });
});
