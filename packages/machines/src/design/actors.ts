import type { Design, DesignCreateInput, DesignUpdateInput, LauncherContent } from '@landing/api';
import { notProvidedActor } from '../shared/notProvided.ts';
import type { Created } from '../shared/writeAnswer.ts';
import type { FrameSource } from './events.ts';
import type { ImageFacts, VideoFormat } from './rules.ts';

export type LoadDesignInput = { id: number };
export type FetchVideoInput = { url: string };
export type InspectImagesInput = { files: File[] };
export type InspectVideoInput = { file: File };
export type CaptureFrameInput = { source: FrameSource };
/** `onProgress` gets the whole multipart request's progress, 0–100. */
export type CreateDesignInput = {
  design: DesignCreateInput;
  onProgress: (percent: number) => void;
};
export type UpdateDesignInput = {
  id: number;
  changes: DesignUpdateInput;
  onProgress: (percent: number) => void;
  /** The version the form started from (If-Match); none when the server gave none. */
  version?: unknown;
};
export type DesignLinkInput = { contentId: number; designId: number };
/** The translation after its design link changed, for the editor to follow. */
export type ContentChangedParams = { content: LauncherContent };

/** Injected actors (all `fromPromise`). */
export const designActors = {
  /** GET /api/design/{id}. */
  loadDesign: notProvidedActor<Design, LoadDesignInput>('loadDesign'),
  /** The stored video's bytes, fetched as a blob so a frame can be drawn from it (§7). */
  fetchVideo: notProvidedActor<Blob, FetchVideoInput>('fetchVideo'),
  /** Decodes each file's real pixels: its size, or null when it is not an image. */
  inspectImages: notProvidedActor<ImageFacts[], InspectImagesInput>('inspectImages'),
  /** Reads the file's first bytes: MP4, WebM or neither. */
  inspectVideo: notProvidedActor<VideoFormat, InspectVideoInput>('inspectVideo'),
  /** Draws the video's current frame into a PNG file, locally. */
  captureFrame: notProvidedActor<File, CaptureFrameInput>('captureFrame'),
  /** POST /api/design (multipart, name 'Design <ISO timestamp>'): the new id, when answered. */
  createDesign: notProvidedActor<Created, CreateDesignInput>('createDesign'),
  /** GET /api/design/{id} as stored now: before a write to a server without versions, or after a stale one. */
  checkDesign: notProvidedActor<Design, LoadDesignInput>('checkDesign'),
  /** GET /api/design/{id} after the landing watch heard another operator save it (issue 29). */
  refreshDesign: notProvidedActor<Design, LoadDesignInput>('refreshDesign'),
  /** GET /api/design: read before a create and after one answered without its id. */
  listDesigns: notProvidedActor<Design[], void>('listDesigns'),
  /** PATCH /api/design/{id} with only what changed and `finalOrder`. */
  updateDesign: notProvidedActor<Design, UpdateDesignInput>('updateDesign'),
  /** POST /api/launcher-content/{contentId}/design/{designId}; answers the translation as now. */
  linkDesign: notProvidedActor<LauncherContent, DesignLinkInput>('linkDesign'),
  /** DELETE /api/launcher-content/{contentId}/design/{designId}; answers the translation as now. */
  unlinkDesign: notProvidedActor<LauncherContent, DesignLinkInput>('unlinkDesign'),
};
