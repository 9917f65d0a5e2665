import type { NotifyParams } from '../shared/notify.ts';
import { createActor, type InspectionEvent } from 'xstate';
import { PendingCalls, recordingActions } from '../testing/pendingCalls.ts';
import { relatedLaunchersActors, relatedLaunchersEffects } from './actors.ts';
import type { RelatedLaunchersInput } from './context.ts';
import { relatedLaunchersMachine } from './machine.ts';

/** The section's machine with its effects faked from its placeholders. */
export function fakeRelatedLaunchers() {
  const calls = new PendingCalls();
  const toasts: string[] = [];
  const machine = relatedLaunchersMachine.provide({
    actors: calls.actorsFor(relatedLaunchersActors),
    actions: recordingActions(relatedLaunchersEffects, (_, params) => {
      const { kind, text } = params as NotifyParams;
      toasts.push(`${kind}: ${text}`);
    }),
  });
  return { machine, calls, toasts };
}

/** The section running alone (no editor to report to). */
export function startRelatedLaunchers(
  input: RelatedLaunchersInput,
  inspect?: (event: InspectionEvent) => void,
) {
  const { machine, calls, toasts } = fakeRelatedLaunchers();
  const actor = createActor(machine, { input, inspect }).start();
  return { actor, calls, toasts };
}
