import { createActor, SimulatedClock, type InspectionEvent } from 'xstate';
import type { AnnounceLauncherParams } from '../iconNameForm/actors.ts';
import type { NotifyParams } from '../shared/notify.ts';
import { PendingCalls } from '../testing/pendingCalls.ts';
import { staticContentActors } from './actors.ts';
import type { StaticContentFormInput } from './context.ts';
import { savedInput } from './fixtures.ts';
import { staticContentMachine } from './machine.ts';

/**
 * The static-content machine on XState's simulated clock (`clock.increment(ms)` moves time),
 * its save answered when the test says so, its toasts recorded.
 */
export function startStaticContent(
  input: StaticContentFormInput = savedInput,
  inspect?: (event: InspectionEvent) => void,
) {
  const calls = new PendingCalls();
  const toasts: NotifyParams[] = [];
  const announced: unknown[] = [];
  const clock = new SimulatedClock();
  const machine = staticContentMachine.provide({
    actors: calls.actorsFor(staticContentActors),
    actions: {
      notify: (_, params: NotifyParams) => {
        toasts.push(params);
      },
      announceLauncher: (_, params: AnnounceLauncherParams) => {
        announced.push(params.launcher);
      },
    },
  });
  const actor = createActor(machine, { input, clock, inspect }).start();
  return { actor, calls, toasts, clock, announced };
}
