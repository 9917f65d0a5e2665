import type { LauncherContent } from '@landing/api';
import { createActor, type InspectionEvent } from 'xstate';
import { PendingCalls } from '../testing/pendingCalls.ts';
import { designActors, type ContentChangedParams } from './actors.ts';
import type { LogParams, NotifyParams } from '../shared/notify.ts';
import type { DesignInput } from './context.ts';
import { designMachine } from './machine.ts';

export type DesignEffect =
  | ({ type: 'notify' } & NotifyParams)
  | { type: 'log'; message: string; error?: unknown }
  | { type: 'contentChanged'; content: LauncherContent };

/** The design machine with every effect faked: actors answer when the test says so. */
export function startDesign(input: DesignInput, inspect?: (event: InspectionEvent) => void) {
  const calls = new PendingCalls();
  const effects: DesignEffect[] = [];
  const machine = designMachine.provide({
    actors: calls.actorsFor(designActors),
    actions: {
      notify: (_, params: NotifyParams) => {
        effects.push({ type: 'notify', ...params });
      },
      log: (_, params: LogParams) => {
        effects.push({ type: 'log', ...params });
      },
      contentChanged: (_, params: ContentChangedParams) => {
        effects.push({ type: 'contentChanged', ...params });
      },
    },
  });
  const actor = createActor(machine, { input, inspect }).start();
  return { actor, calls, effects };
}
