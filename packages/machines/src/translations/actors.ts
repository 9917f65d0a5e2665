import { notProvidedActor } from '../shared/notProvided.ts';
import { reportingActions } from '../shared/notify.ts';
import type { Created } from '../shared/writeAnswer.ts';
import type { Launcher, LauncherContentCreate } from '../editor/entities.ts';

export type LauncherIdInput = { launcherId: number };
export type ContentIdInput = { contentId: number };

/** Injected actors (all `fromPromise`); rejections are read by `serverMessageOf`. */
export const translationsActors = {
  /** POST /api/launcher-content: the new id, when answered. */
  createContent: notProvidedActor<Created, LauncherContentCreate>('createContent'),
  /** DELETE /api/launcher-content/{id}. */
  deleteContent: notProvidedActor<unknown, ContentIdInput>('deleteContent'),
  /** GET /api/launcher/{id} (with its contents). */
  loadLauncher: notProvidedActor<Launcher, LauncherIdInput>('loadLauncher'),
};

/** Injected actions: the strip's toasts. */
export const translationsEffects = { notify: reportingActions.notify };
