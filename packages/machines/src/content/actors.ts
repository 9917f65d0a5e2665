import type { LauncherContent, LauncherContentUpdate } from '@landing/api';
import { notProvidedAction, notProvidedActor } from '../shared/notProvided.ts';

export type LoadContentInput = { contentId: number };
export type UpdateContentInput = {
  contentId: number;
  changes: LauncherContentUpdate;
  /** The version the form started from (If-Match); none when the server gave none. */
  version: unknown;
};

/** Injected actors (all `fromPromise`). */
export const contentActors = {
  /** GET /api/launcher-content/{id}. */
  loadContent: notProvidedActor<LauncherContent, LoadContentInput>('loadContent'),
  /** GET /api/launcher-content/{id} again before a write, or after a stale one (issue 29). */
  checkContent: notProvidedActor<LauncherContent, LoadContentInput>('checkContent'),
  /** GET /api/launcher-content/{id} when another operator saved it (the landing watch; issue 29). */
  refreshContent: notProvidedActor<LauncherContent, LoadContentInput>('refreshContent'),
  /** PATCH /api/launcher-content/{id} with translatableContent and isDefault, If-Match its version. */
  updateContent: notProvidedActor<LauncherContent, UpdateContentInput>('updateContent'),
};

export type ContentSavedParams = { content: LauncherContent };

/** Injected actions. */
export const contentActions = {
  /** Tells the editor the translation changed (its base-content checks read the new text). */
  contentSaved: notProvidedAction<ContentSavedParams>('contentSaved'),
};
