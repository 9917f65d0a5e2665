import {
  LANDING_SETTINGS,
  landingSettingsMachine,
  landingSettingsMount,
  type LandingSettingsSnapshot,
  type LauncherSettings,
} from '@landing/machines';
import { historyForm } from '@landing/drafts';
import { fromPromise } from 'xstate';
import { lazyPart } from '../lazy/lazyPart.tsx';
import { defineSection } from '../sections/types.ts';
import type { EditorServices } from '../services/EditorServices.tsx';

/** The landing settings machine with its effects built from the editor's services. */
export function createLandingSettingsLogic({ client, notify }: EditorServices) {
  return landingSettingsMachine.provide({
    actors: {
      createLauncher: fromPromise(({ input }) =>
        input.kind === 'custom'
          ? client.launcher.createCustom(input.payload)
          : client.launcher.createAppStore(input.payload),
      ),
      createLanding: fromPromise(({ input }) => client.landing.create(input)),
      listLaunchers: fromPromise(() => client.launcher.list()),
      listLandings: fromPromise(() => client.landing.list()),
      // A write's answer is not read (DECISIONS.md): the launcher is loaded as the server holds it.
      updateLauncher: fromPromise(async ({ input: { version, ...update } }) => {
        await client.launcher.update(update, { version });
        return client.launcher.get(update.id);
      }),
      checkLauncher: fromPromise(({ input }) => client.launcher.get(input.id)),
      refreshLauncher: fromPromise(({ input }) => client.launcher.get(input.id)),
    },
    actions: { notify: (_, { kind, text }) => notify(kind, text) },
  });
}

export type LandingSettingsLogic = ReturnType<typeof createLandingSettingsLogic>;

/** The launcher's settings step: where a new landing starts (it runs without a launcher). */
export const landingSettingsSection = defineSection({
  id: LANDING_SETTINGS,
  label: 'Landing Settings',
  ...landingSettingsMount,
  createLogic: createLandingSettingsLogic,
  View: lazyPart(async () => (await import('./LauncherSettingsStep.tsx')).LauncherSettingsStep),
  changedElsewhere: (change, context) =>
    change.kind === 'launcher' && change.id === context.launcher?.id
      ? { type: 'settings.changedElsewhere' as const, change }
      : null,
  // What was typed and the chosen template are steps; a save is not.
  history: (actorRef) => [
    historyForm<LauncherSettings>({
      id: 'landingSettings',
      actor: actorRef,
      isReady: (snapshot) => (snapshot as LandingSettingsSnapshot).matches('idle'),
      currentOf: (snapshot) => (snapshot as LandingSettingsSnapshot).context.settings,
      restore: (settings) => [{ type: 'settings.restore', settings }],
    }),
  ],
});
