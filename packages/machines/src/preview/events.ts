import type { PreviewIds } from './context.ts';

export type PreviewEvent =
  /** The editor's landing, active launcher or active content changed. */
  | ({ type: 'preview.target' } & PreviewIds)
  | { type: 'preview.zoom'; zoom: number }
  | { type: 'preview.device'; deviceId: string }
  /** Portrait ↔ landscape, on devices that turn. */
  | { type: 'preview.rotate' }
  /** The API client's `mutationSucceeded`: a successful non-GET call. */
  | { type: 'preview.mutated'; method: string; path: string }
  /** The iframe fired `load`. */
  | { type: 'preview.frameLoaded' }
  /** The page in the frame says its link has expired (PREVIEW_EXPIRED_MESSAGE). */
  | { type: 'preview.expired' }
  | { type: 'preview.retry' };
