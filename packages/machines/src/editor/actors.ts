import { notProvidedAction, notProvidedActor } from '../shared/notProvided.ts';
import type { NotifyParams } from '../shared/notify.ts';
import type {
  EditorLocation,
  Landing,
  Launcher,
  LauncherContent,
  LinkableLauncher,
} from './entities.ts';

export type LoadLandingInput = { landingId: number };
export type LoadLauncherInput = { launcherId: number };
export type LoadEditorContentInput = { contentId: number };

export type LandingCreatedParams = { landingId: number };

/** Injected actors (all `fromPromise`); rejections are read by `serverMessageOf`. */
export const editorActors = {
  /** GET /api/landing/{id}/with-related-launchers. */
  loadLanding: notProvidedActor<Landing, LoadLandingInput>('loadLanding'),
  /** GET /api/landing/{id}/linkable-launchers. */
  loadLinkableLaunchers: notProvidedActor<LinkableLauncher[], LoadLandingInput>(
    'loadLinkableLaunchers',
  ),
  /** GET /api/launcher/{id} (with its contents). */
  loadLauncher: notProvidedActor<Launcher, LoadLauncherInput>('loadLauncher'),
  /** GET /api/launcher-content/{id}. */
  loadContent: notProvidedActor<LauncherContent, LoadEditorContentInput>('loadContent'),
};

/** Injected actions: the editor's own toasts and what it tells its host. */
export const editorEffects = {
  /** A toast of editor.md §8. */
  notify: notProvidedAction<NotifyParams>('notify'),
  /** The editor moved by itself (landing created, launcher switched): the host's URL follows. */
  reportLocation: notProvidedAction<EditorLocation>('reportLocation'),
  /** A new landing exists. */
  reportLandingCreated: notProvidedAction<LandingCreatedParams>('reportLandingCreated'),
};
