import type { NotifyParams } from '../shared/notify.ts';
import { createActor, type InspectionEvent } from 'xstate';
import { PendingCalls, recordingActions } from '../testing/pendingCalls.ts';
import { landingSettingsActors, landingSettingsEffects } from './actors.ts';
import type { LandingSettingsInput } from './context.ts';
import { landingSettingsMachine } from './machine.ts';

/** The section's machine with its effects faked from its placeholders. */
export function fakeLandingSettings() {
  const calls = new PendingCalls();
  const toasts: string[] = [];
  const machine = landingSettingsMachine.provide({
    actors: calls.actorsFor(landingSettingsActors),
    actions: recordingActions(landingSettingsEffects, (_, params) => {
      const { kind, text } = params as NotifyParams;
      toasts.push(`${kind}: ${text}`);
    }),
  });
  return { machine, calls, toasts };
}

/** The section running alone (no editor to report to). */
export function startLandingSettings(
  input: LandingSettingsInput,
  inspect?: (event: InspectionEvent) => void,
) {
  const { machine, calls, toasts } = fakeLandingSettings();
  const actor = createActor(machine, { input, inspect }).start();
  return { actor, calls, toasts };
}
