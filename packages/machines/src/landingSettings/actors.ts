import { notProvidedActor } from '../shared/notProvided.ts';
import { reportingActions } from '../shared/notify.ts';
import type { Created } from '../shared/writeAnswer.ts';
import type {
  Landing,
  Launcher,
  LauncherAppStoreCreate,
  LauncherCustomCreate,
  LauncherUpdate,
} from '../editor/entities.ts';

export type CreateLauncherInput =
  | { kind: 'custom'; payload: LauncherCustomCreate }
  | { kind: 'appStore'; payload: LauncherAppStoreCreate };
export type CreateLandingInput = { mainLauncherId: number };
export type RefreshLauncherInput = { id: number };
/** `PATCH /api/launcher`, naming the version the form started from (If-Match; issue 29). */
export type UpdateLauncherInput = LauncherUpdate & {
  /** The launcher's version as loaded or last read; none when the server gave none. */
  version?: unknown;
};
/** `GET /api/launcher/{id}`: the launcher as stored now, before or after a write (issue 29). */
export type CheckLauncherInput = { id: number };

/** Injected actors (all `fromPromise`); rejections are read by `serverMessageOf`. */
export const landingSettingsActors = {
  /** POST /api/launcher/custom or /api/launcher/app-store: the new id, when answered. */
  createLauncher: notProvidedActor<Created, CreateLauncherInput>('createLauncher'),
  /** POST /api/landing with { mainLauncherId }: the new id, when answered. */
  createLanding: notProvidedActor<Created, CreateLandingInput>('createLanding'),
  /** GET /api/launcher: read before a create and after one answered without its id. */
  listLaunchers: notProvidedActor<Launcher[], void>('listLaunchers'),
  /** GET /api/landing: read after a landing's create answered without its id. */
  listLandings: notProvidedActor<Landing[], void>('listLandings'),
  /** PATCH /api/launcher (If-Match: its version), then the launcher as the server holds it. */
  updateLauncher: notProvidedActor<Launcher, UpdateLauncherInput>('updateLauncher'),
  /**
   * GET /api/launcher/{id}: before a write to a server without versions, or after a stale one,
   * to merge with another operator's save (issue 29).
   */
  checkLauncher: notProvidedActor<Launcher, CheckLauncherInput>('checkLauncher'),
  /** GET /api/launcher/{id}: another operator saved it (issue 29). */
  refreshLauncher: notProvidedActor<Launcher, RefreshLauncherInput>('refreshLauncher'),
};

/** Injected actions: the section's toasts. */
export const landingSettingsEffects = { notify: reportingActions.notify };
