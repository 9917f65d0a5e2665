import type { App, Landing, Template } from '@landing/api';
import { createActor, type InspectionEvent, type SimulatedClock } from 'xstate';
import { PendingCalls } from '../testing/pendingCalls.ts';
import { recordInjectedActions } from '../testing/recordedActions.ts';
import { resourceListActors } from './actors.ts';
import { appsListMachine, landingsListMachine, templatesListMachine } from './lists.ts';

export type ListEffect =
  | { type: 'reportLoadFailure'; error: unknown }
  | { type: 'reportRemoveFailure'; id: number; error: unknown };

/**
 * The landings list machine with fake effects: calls answer when the test says so (on a
 * simulated clock when given one: its polls, issue 29).
 */
export function startLandingsList(
  inspect?: (event: InspectionEvent) => void,
  clock?: SimulatedClock,
) {
  const calls = new PendingCalls();
  const { actions, effects } = recordInjectedActions<ListEffect>(landingsListMachine);
  const machine = landingsListMachine.provide({
    actors: calls.actorsFor(resourceListActors<Landing>()),
    actions,
  });
  const actor = createActor(machine, clock ? { inspect, clock } : { inspect });
  return { actor: actor.start(), calls, effects };
}

/** The templates list machine with fake effects. */
export function startTemplatesList(inspect?: (event: InspectionEvent) => void) {
  const calls = new PendingCalls();
  const { actions, effects } = recordInjectedActions<ListEffect>(templatesListMachine);
  const machine = templatesListMachine.provide({
    actors: calls.actorsFor(resourceListActors<Template>()),
    actions,
  });
  return { actor: createActor(machine, { inspect }).start(), calls, effects };
}

export const landingOf = (id: number, name: string): Landing => ({
  id,
  webServerId: `ws-${id}`,
  mainLauncher: { id: id * 10, name, template: { code: 'playstore' } },
  relatedLaunchers: [],
});

export const templateOf = (id: number, code: string, isCustom = true): Template => ({
  id,
  code,
  description: '',
  archiveUrl: isCustom ? `/api/files/${code}` : null,
  isCustom,
  createdBy: null,
});

/** The apps list machine with fake effects. */
export function startAppsList(inspect?: (event: InspectionEvent) => void) {
  const calls = new PendingCalls();
  const { actions, effects } = recordInjectedActions<ListEffect>(appsListMachine);
  const machine = appsListMachine.provide({
    actors: calls.actorsFor(resourceListActors<App>()),
    actions,
  });
  return { actor: createActor(machine, { inspect }).start(), calls, effects };
}
