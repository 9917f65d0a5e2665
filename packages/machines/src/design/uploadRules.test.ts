import { gifFile, pngFile } from '@landing/api/testing';
import {
  checkDesignFiles,
  checkIcon,
  checkScreenshot,
  checkVideo,
  maxDesignScreens,
} from '@landing/api/uploads';
import { describe, expect, it } from 'vitest';
import { file, newBase, SQUARE } from './fixtures.ts';
import {
  DESIGN_MESSAGES,
  iconError,
  imageFactsOf,
  screenshotError,
  videoError,
  videoFormatOf,
} from './rules.ts';
import * as selectors from './selectors.ts';
import { startDesign } from './testHarness.ts';

const MB = 1024 * 1024;
/** The browser's decoding is the edge's; here every file with a known header decodes. */
const decodes = () => Promise.resolve(true);
const raw = (name: string, ...bytes: number[]) => new File([Uint8Array.from(bytes)], name);
const text = (name: string, body: string) => new File([body], name, { type: 'image/png' });
const accepts = (check: Promise<unknown>) =>
  check.then(
    () => true,
    () => false,
  );

type Case = [string, File, string | null];

const screenshots: Case[] = [
  ['a 90x160 PNG', pngFile('s.png', 90, 160), null],
  ['a 10,000x1 PNG', pngFile('s.png', 10_000, 1), null],
  ['a PNG 10,001 px wide', pngFile('s.png', 10_001, 1), DESIGN_MESSAGES.screenTooBig],
  ['a PNG 10,001 px tall', pngFile('s.png', 1, 10_001), DESIGN_MESSAGES.screenTooBig],
  ['a 7,100x7,100 PNG (over 50 MP)', pngFile('s.png', 7_100, 7_100), DESIGN_MESSAGES.screenTooBig],
  ['a GIF', gifFile(), null],
  ['an 11 MB PNG', pngFile('s.png', 9, 16, { minBytes: 11 * MB }), DESIGN_MESSAGES.screenTooLarge],
  ['text named .png', text('s.png', 'not an image'), DESIGN_MESSAGES.screensInvalid],
  [
    'a PNG signature alone',
    raw('s.png', 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    DESIGN_MESSAGES.screensInvalid,
  ],
  ['an empty file', raw('s.png'), DESIGN_MESSAGES.screensInvalid],
];

const icons: Case[] = [
  ['a 512x512 PNG', pngFile('i.png', 512, 512), null],
  ['a 256x256 PNG', pngFile('i.png', 256, 256), DESIGN_MESSAGES.iconWrongSize],
  ['a 512x256 PNG', pngFile('i.png', 512, 256), DESIGN_MESSAGES.iconWrongRatio],
  [
    'a 6 MB 512x512 PNG',
    pngFile('i.png', 512, 512, { minBytes: 6 * MB }),
    DESIGN_MESSAGES.iconTooLarge,
  ],
  ['text named .png', text('i.png', 'not an image'), DESIGN_MESSAGES.iconNotImage],
  ['an empty file', raw('i.png'), DESIGN_MESSAGES.iconNotImage],
];

const videos: Case[] = [
  ['a WebM header', raw('v.webm', 0x1a, 0x45, 0xdf, 0xa3, 1, 0), null],
  ['an MP4 ftyp box', new File([Uint8Array.of(0, 0, 0, 0x20), 'ftypisom'], 'v.mp4'), null],
  ['a PNG named .mp4', pngFile('v.mp4', 1, 1), DESIGN_MESSAGES.videoFormat],
  ['a cut EBML header', raw('v.webm', 0x1a, 0x45, 0xdf, 0x00), DESIGN_MESSAGES.videoFormat],
  [
    'a 16 MB WebM',
    new File([Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3), new Uint8Array(16 * MB)], 'v.webm'),
    DESIGN_MESSAGES.videoTooLarge,
  ],
];

describe('design form file rules agree with the shared upload rules', () => {
  it.each(screenshots)('screenshot: %s', async (_, chosen, message) => {
    const formMessage = screenshotError(chosen, await imageFactsOf(chosen, decodes));
    expect(formMessage).toBe(message);
    expect(await accepts(checkScreenshot(chosen))).toBe(formMessage === null);
  });

  it.each(icons)('icon: %s', async (_, chosen, message) => {
    const formMessage = iconError(chosen, await imageFactsOf(chosen, decodes));
    expect(formMessage).toBe(message);
    expect(await accepts(checkIcon(chosen))).toBe(formMessage === null);
  });

  it.each(videos)('video: %s', async (_, chosen, message) => {
    const formMessage = videoError(chosen, await videoFormatOf(chosen));
    expect(formMessage).toBe(message);
    expect(await accepts(checkVideo(chosen))).toBe(formMessage === null);
  });

  it('an image the browser cannot decode is refused by the form, whatever its header', async () => {
    const chosen = pngFile('s.png', 90, 160);
    expect(await imageFactsOf(chosen, () => Promise.resolve(false))).toBeNull();
  });

  it(`takes at most ${maxDesignScreens} screenshots, as the server does, and says so`, async () => {
    const shots = Array.from({ length: maxDesignScreens + 1 }, (_, i) => file(`s${i}.png`));
    const { actor, calls } = startDesign(newBase);
    actor.send({ type: 'screens.add', files: shots });
    await calls.resolve(
      'inspectImages',
      shots.map(() => SQUARE),
    );
    const snapshot = actor.getSnapshot();
    expect(selectors.selectScreenCount(snapshot)).toBe(maxDesignScreens);
    expect(selectors.selectFieldError('screens')(snapshot)).toBe(DESIGN_MESSAGES.tooManyScreens);
    const kept = selectors.selectScreens(snapshot).map((screen) => pngFile(screen.key, 9, 16));
    await expect(checkDesignFiles({ screens: kept })).resolves.toBeDefined();
    await expect(
      checkDesignFiles({ screens: [...kept, pngFile('more.png', 9, 16)] }),
    ).rejects.toThrow(`at most ${maxDesignScreens} screenshots`);
  });
});
