import { describe, expect, it } from 'vitest';
import { videoFormatOf } from './rules.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

describe('video format by its first bytes (the shared sniffVideo)', () => {
  it.each([
    ['an MP4 (ftyp box)', bytes(0, 0, 0, 0x20, ...ascii('ftypisom')), 'mp4'],
    ['a WebM (EBML header)', bytes(0x1a, 0x45, 0xdf, 0xa3, 1, 0, 0, 0), 'webm'],
    ['a PNG', bytes(0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0), null],
    ['text named .mp4', bytes(...ascii('not a video!')), null],
    ['a cut EBML header', bytes(0x1a, 0x45, 0xdf, 0x00), null],
    ['nothing', bytes(), null],
  ] as const)('%s → %s', async (_, input, format) => {
    await expect(videoFormatOf(new Blob([input]))).resolves.toBe(format);
  });

  it('reads the file, not its declared type', async () => {
    const disguised = new File([bytes(0x1a, 0x45, 0xdf, 0xa3, 9)], 'clip.mp4', {
      type: 'video/mp4',
    });
    await expect(videoFormatOf(disguised)).resolves.toBe('webm');
  });
});
