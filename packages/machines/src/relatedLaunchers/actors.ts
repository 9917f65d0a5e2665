import { notProvidedActor } from '../shared/notProvided.ts';
import { reportingActions } from '../shared/notify.ts';
import type { Landing, LinkableLauncher } from '../editor/entities.ts';

export type LinkLauncherInput = { landingId: number; launcherId: number };
export type LandingIdInput = { landingId: number };

/** Injected actors (all `fromPromise`); rejections are read by `serverMessageOf`. */
export const relatedLaunchersActors = {
  /** POST /api/landing/{id}/link-launcher/{launcherId}. */
  linkLauncher: notProvidedActor<unknown, LinkLauncherInput>('linkLauncher'),
  /** DELETE /api/landing/{id}/unlink-launcher/{launcherId}. */
  unlinkLauncher: notProvidedActor<unknown, LinkLauncherInput>('unlinkLauncher'),
  /** GET /api/landing/{id}/with-related-launchers. */
  loadLanding: notProvidedActor<Landing, LandingIdInput>('loadLanding'),
  /** GET /api/landing/{id}/linkable-launchers. */
  loadLinkableLaunchers: notProvidedActor<LinkableLauncher[], LandingIdInput>(
    'loadLinkableLaunchers',
  ),
};

/** Injected actions: the section's toasts. */
export const relatedLaunchersEffects = { notify: reportingActions.notify };
