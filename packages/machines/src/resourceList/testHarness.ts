import type { App, Landing, Template } from '@landing/api';
import { createActor, type InspectionEvent } from 'xstate';
import { PendingCalls } from '../testing/pendingCalls.ts';
import type {
  RemoveItemInput,
  ReportLoadFailureParams,
  ReportRemoveFailureParams,
} from './actors.ts';
import { appsListMachine, landingsListMachine, templatesListMachine } from './lists.ts';

export type ListEffect =
  | { type: 'reportLoadFailure'; error: unknown }
  | { type: 'reportRemoveFailure'; id: number; error: unknown };

const fakeEffects = (calls: PendingCalls, effects: ListEffect[]) => ({
  actions: {
    reportLoadFailure: (_: unknown, params: ReportLoadFailureParams) => {
      effects.push({ type: 'reportLoadFailure', error: params.error });
    },
    reportRemoveFailure: (_: unknown, params: ReportRemoveFailureParams) => {
      effects.push({ type: 'reportRemoveFailure', ...params });
    },
  },
  removeItem: calls.actor<unknown, RemoveItemInput>('removeItem'),
});

/** The landings list machine with fake effects: calls answer when the test says so. */
export function startLandingsList(inspect?: (event: InspectionEvent) => void) {
  const calls = new PendingCalls();
  const effects: ListEffect[] = [];
  const fakes = fakeEffects(calls, effects);
  const machine = landingsListMachine.provide({
    actors: { loadItems: calls.actor<Landing[], void>('loadItems'), removeItem: fakes.removeItem },
    actions: fakes.actions,
  });
  return { actor: createActor(machine, { inspect }).start(), calls, effects };
}

/** The templates list machine with fake effects. */
export function startTemplatesList(inspect?: (event: InspectionEvent) => void) {
  const calls = new PendingCalls();
  const effects: ListEffect[] = [];
  const fakes = fakeEffects(calls, effects);
  const machine = templatesListMachine.provide({
    actors: { loadItems: calls.actor<Template[], void>('loadItems'), removeItem: fakes.removeItem },
    actions: fakes.actions,
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
  const effects: ListEffect[] = [];
  const fakes = fakeEffects(calls, effects);
  const machine = appsListMachine.provide({
    actors: { loadItems: calls.actor<App[], void>('loadItems'), removeItem: fakes.removeItem },
    actions: fakes.actions,
  });
  return { actor: createActor(machine, { inspect }).start(), calls, effects };
}
