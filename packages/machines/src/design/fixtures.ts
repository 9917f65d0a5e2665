import type { Design, LauncherContent } from '@landing/api';
import type { DesignInput } from './context.ts';

export const file = (name: string, size = 10, type = 'image/png'): File =>
  new File([new Uint8Array(size)], name, { type });

export const iconFile = file('icon.png');
export const shotA = file('a.png');
export const shotB = file('b.png');
export const emptyShot = file('empty.png', 0);
export const webm = file('clip.webm', 100, 'video/webm');
export const frame = file('video-preview.png');

export const SQUARE = { width: 512, height: 512 };

export const storedDesign: Design = {
  id: 1,
  name: 'Design 2024-05-01T10:00:00.000Z',
  iconUrl: '/files/icon.png',
  screensData: [
    { name: 'one.png', url: '/files/one.png' },
    { name: 'two.png', url: '/files/two.png' },
  ],
  videoUrl: null,
  videoPreviewUrl: null,
  tags: [],
  version: 3,
};

export const designWithVideo: Design = {
  ...storedDesign,
  id: 2,
  videoUrl: '/files/video.webm',
  videoPreviewUrl: '/files/preview.png',
};

/** The base translation without a design yet. */
export const newBase: DesignInput = {
  contentId: 1,
  isBase: true,
  designId: null,
  baseDesignId: null,
};
/** A translation on the base design (read-only). */
export const onBase: DesignInput = { contentId: 2, isBase: false, designId: 1, baseDesignId: 1 };
/** A translation with a design of its own, the base having another. */
export const ownDesign: DesignInput = {
  contentId: 3,
  isBase: false,
  designId: 2,
  baseDesignId: 1,
};

/** A translation as the server answers it after its design link changed. */
export const contentWith = (id: number, designId: number | null): LauncherContent => ({
  id,
  launcherId: 1,
  localeId: id,
  isDefault: id === 1,
  designId,
});
