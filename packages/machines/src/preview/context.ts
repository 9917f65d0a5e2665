import { DEFAULT_DEVICE_ID, type PreviewZoom } from './devices.ts';

/** What the preview shows: one translation of one launcher of one landing. */
export type PreviewTarget = { landingId: number; launcherId: number; contentId: number };

/** The ids as the editor knows them; any of them may be missing. */
export type PreviewIds = {
  landingId: number | null;
  launcherId: number | null;
  contentId: number | null;
};

export type PreviewOrientation = 'portrait' | 'landscape';

export type PreviewContext = {
  target: PreviewTarget | null;
  /** The preview page's address from the web-server-url call. */
  url: string | null;
  /** How many times the page was reloaded; becomes the cache-busting parameter. */
  reloads: number;
  zoom: PreviewZoom;
  deviceId: string;
  orientation: PreviewOrientation;
  error: string | null;
};

export type PreviewInput = Partial<PreviewIds> & { zoom?: PreviewZoom; deviceId?: string };

/** All three ids, or null when one is missing (the preview is then hidden). */
export const targetOf = (ids: Partial<PreviewIds>): PreviewTarget | null =>
  isId(ids.landingId) && isId(ids.launcherId) && isId(ids.contentId)
    ? { landingId: ids.landingId, launcherId: ids.launcherId, contentId: ids.contentId }
    : null;

const isId = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

export const sameTarget = (a: PreviewTarget | null, b: PreviewTarget | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.landingId === b.landingId &&
    a.launcherId === b.launcherId &&
    a.contentId === b.contentId);

export const initialPreviewContext = (input: PreviewInput = {}): PreviewContext => ({
  target: targetOf(input),
  url: null,
  reloads: 0,
  zoom: input.zoom ?? 100,
  deviceId: input.deviceId ?? DEFAULT_DEVICE_ID,
  orientation: 'portrait',
  error: null,
});
