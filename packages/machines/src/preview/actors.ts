import { notProvidedActor } from '../shared/notProvided.ts';
import type { PreviewTarget } from './context.ts';

export type LoadPreviewUrlOutput = { url?: unknown } | null | undefined;

/** Injected actors (all `fromPromise`). */
export const previewActors = {
  /** GET /api/landing/{landingId}/web-server-url?launcherId&contentId → { url }. */
  loadPreviewUrl: notProvidedActor<LoadPreviewUrlOutput, PreviewTarget>('loadPreviewUrl'),
};
