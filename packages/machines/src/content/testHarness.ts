import { createActor, type InspectionEvent } from 'xstate';
import type { LogParams, NotifyParams } from '../shared/notify.ts';
import { PendingCalls } from '../testing/pendingCalls.ts';
import { contentActors, type ContentSavedParams } from './actors.ts';
import { contentMachine } from './machine.ts';

/** The content machine with its effects faked. */
export function startContent(contentId = 2, inspect?: (event: InspectionEvent) => void) {
  const calls = new PendingCalls();
  const effects: Array<
    | ({ type: 'notify' } & NotifyParams)
    | ({ type: 'log' } & LogParams)
    | ({ type: 'contentSaved' } & ContentSavedParams)
  > = [];
  const machine = contentMachine.provide({
    actors: calls.actorsFor(contentActors),
    actions: {
      notify: (_, params: NotifyParams) => {
        effects.push({ type: 'notify', ...params });
      },
      log: (_, params: LogParams) => {
        effects.push({ type: 'log', ...params });
      },
      contentSaved: (_, params: ContentSavedParams) => {
        effects.push({ type: 'contentSaved', ...params });
      },
    },
  });
  const actor = createActor(machine, { input: { contentId }, inspect }).start();
  return { actor, calls, effects };
}
