import type { LauncherContent, LauncherContentUpdate } from '@landing/api';
import { notProvidedActor } from '../shared/notProvided.ts';

export type LoadContentInput = { contentId: number };
export type UpdateContentInput = { contentId: number; changes: LauncherContentUpdate };

/** Injected actors (all `fromPromise`). */
export const contentActors = {
  /** GET /api/launcher-content/{id}. */
  loadContent: notProvidedActor<LauncherContent, LoadContentInput>('loadContent'),
  /** PATCH /api/launcher-content/{id} with translatableContent and isDefault. */
  updateContent: notProvidedActor<unknown, UpdateContentInput>('updateContent'),
};
