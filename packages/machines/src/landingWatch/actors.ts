import { notProvidedActor, notProvidedCallback } from '../shared/notProvided.ts';
import type { LandingWatchEvent } from './events.ts';
import type { WatchedRow } from './stamps.ts';

export type PollRowsInput = { landingId: number };

/** Injected actors. */
export const landingWatchActors = {
  /** The landing's rows now: `GET /api/landing/{id}/versions`, or the ordinary reads without it. */
  pollRows: notProvidedActor<WatchedRow[], PollRowsInput>('pollRows'),
  /**
   * Sends `watch.hidden` / `watch.visible` as the page is hidden and shown again, and
   * `watch.now` when the window regains focus.
   */
  watchPage: notProvidedCallback<LandingWatchEvent>('watchPage'),
};
