import type { LauncherContent } from '@landing/api';
import { createActor, type InspectionEvent } from 'xstate';
import { PendingCalls } from '../testing/pendingCalls.ts';
import { recordInjectedActions } from '../testing/recordedActions.ts';
import { designActors } from './actors.ts';
import type { NotifyParams } from '../shared/notify.ts';
import type { DesignInput } from './context.ts';
import { designMachine } from './machine.ts';

export type DesignEffect =
  | ({ type: 'notify' } & NotifyParams)
  | { type: 'log'; message: string; error?: unknown }
  | { type: 'contentChanged'; content: LauncherContent };

/** The design machine with every effect faked: actors answer when the test says so. */
export function startDesign(input: DesignInput, inspect?: (event: InspectionEvent) => void) {
  const calls = new PendingCalls();
  const { actions, effects } = recordInjectedActions<DesignEffect>(designMachine);
  const machine = designMachine.provide({ actors: calls.actorsFor(designActors), actions });
  const actor = createActor(machine, { input, inspect }).start();
  return { actor, calls, effects };
}

export type StartedDesign = ReturnType<typeof startDesign>;
