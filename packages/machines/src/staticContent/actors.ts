import type { Launcher, StaticContentPatch } from '@landing/api';
import { notProvidedActor } from '../shared/notProvided.ts';

/** `PATCH /api/launcher` with the launcher id and the changed static content only. */
export type UpdateStaticContentInput = {
  id: number;
  staticContent: StaticContentPatch;
  /** The version the form started from (If-Match); none when the server gave none. */
  version?: unknown;
};
/** `GET /api/launcher/{id}`: the launcher as stored now (issue 29). */
export type CheckLauncherInput = { id: number };

/** Injected actors (`fromPromise`). */
export const staticContentActors = {
  /** Answers the launcher as stored. */
  updateStaticContent: notProvidedActor<Launcher, UpdateStaticContentInput>('updateStaticContent'),
  /** Before a write to a server without versions, or after a stale one. */
  checkLauncher: notProvidedActor<Launcher, CheckLauncherInput>('checkLauncher'),
  /** `GET /api/launcher/{id}` after another operator saved it (the landing watch; issue 29). */
  refreshLauncher: notProvidedActor<Launcher, CheckLauncherInput>('refreshLauncher'),
};
