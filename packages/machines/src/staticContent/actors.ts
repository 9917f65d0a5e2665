import type { Launcher, StaticContentPatch } from '@landing/api';
import { notProvidedActor } from '../shared/notProvided.ts';

/** `PATCH /api/launcher` with the launcher id and the changed static content only. */
export type UpdateStaticContentInput = { id: number; staticContent: StaticContentPatch };

/** Injected actors (`fromPromise`). */
export const staticContentActors = {
  /** Answers the launcher as stored. */
  updateStaticContent: notProvidedActor<Launcher, UpdateStaticContentInput>('updateStaticContent'),
};
