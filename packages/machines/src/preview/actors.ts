import type { WebServerUrl } from '@landing/api';
import { notProvidedActor } from '../shared/notProvided.ts';
import type { PreviewTarget } from './context.ts';

/** The API's `WebServerUrl`: the client's schema guarantees a non-empty `url`. */
export type LoadPreviewUrlOutput = WebServerUrl;

/** Injected actors (all `fromPromise`). */
export const previewActors = {
  /** GET /api/landing/{landingId}/web-server-url?launcherId&contentId → { url }. */
  loadPreviewUrl: notProvidedActor<LoadPreviewUrlOutput, PreviewTarget>('loadPreviewUrl'),
};
