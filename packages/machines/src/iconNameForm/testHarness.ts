import { createActor, type InspectionEvent } from 'xstate';
import type { NotifyParams } from '../shared/notify.ts';
import { PendingCalls } from '../testing/pendingCalls.ts';
import { iconNameFormActors, type AnnounceLauncherParams } from './actors.ts';
import type { IconNameFormInput } from './context.ts';
import { iconNameFormMachine } from './machine.ts';

/** A launcher on a built-in template whose base translation has design 1 (apps/server's version 4). */
export const withBaseDesign: IconNameFormInput = {
  launcherId: 1,
  name: 'Lucky Spin',
  shortName: 'Spin',
  iconUrl: '/files/designs/1/icon.png',
  baseContentId: 1,
  baseDesignId: 1,
  version: 4,
};

/** A file of the given type and byte size (its pixels are whatever the fake reader answers). */
export const fileOf = (name: string, type: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type });

/** The icon and names form with every effect faked: actors answer when the test says so. */
export function startIconNameForm(
  input: IconNameFormInput = withBaseDesign,
  inspect?: (event: InspectionEvent) => void,
) {
  const calls = new PendingCalls();
  const toasts: NotifyParams[] = [];
  const announced: unknown[] = [];
  const machine = iconNameFormMachine.provide({
    actors: calls.actorsFor(iconNameFormActors),
    actions: {
      notify: (_, params: NotifyParams) => {
        toasts.push(params);
      },
      announceLauncher: (_, params: AnnounceLauncherParams) => {
        announced.push(params.launcher);
      },
    },
  });
  const actor = createActor(machine, { input, inspect }).start();
  return { actor, calls, toasts, announced };
}
