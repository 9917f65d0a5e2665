import { createActor, type InspectionEvent } from 'xstate';
import type { LogParams, NotifyParams } from '../shared/notify.ts';
import { PendingCalls } from '../testing/pendingCalls.ts';
import { recordInjectedActions } from '../testing/recordedActions.ts';
import { contentActors, type ContentSavedParams } from './actors.ts';
import { contentMachine } from './machine.ts';

/** The content machine with its effects faked. */
export function startContent(contentId = 2, inspect?: (event: InspectionEvent) => void) {
  const calls = new PendingCalls();
  const { actions, effects } = recordInjectedActions<
    | ({ type: 'notify' } & NotifyParams)
    | ({ type: 'log' } & LogParams)
    | ({ type: 'contentSaved' } & ContentSavedParams)
  >(contentMachine);
  const machine = contentMachine.provide({ actors: calls.actorsFor(contentActors), actions });
  const actor = createActor(machine, { input: { contentId }, inspect }).start();
  return { actor, calls, effects };
}
