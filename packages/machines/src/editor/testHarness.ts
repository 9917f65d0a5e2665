import type { NotifyParams } from '../shared/notify.ts';
import { createActor, type InspectionEvent } from 'xstate';
import { PendingCalls, recordingActions } from '../testing/pendingCalls.ts';
import { editorActors, editorEffects, type LandingCreatedParams } from './actors.ts';
import type { EditorInput } from './context.ts';
import type { EditorLocation } from './entities.ts';
import { editorMachine } from './machine.ts';
import { EDITOR_SYSTEM_ID } from './protocol.ts';

export type EditorEffect =
  | ({ type: 'notify' } & NotifyParams)
  | ({ type: 'reportLocation' } & EditorLocation)
  | ({ type: 'reportLandingCreated' } & LandingCreatedParams);

/**
 * The editor machine with every effect faked, from its placeholder records: actors answer when
 * the test says so, actions are recorded in order.
 */
export function startEditor(input: EditorInput, inspect?: (event: InspectionEvent) => void) {
  const calls = new PendingCalls();
  const effects: EditorEffect[] = [];
  const machine = editorMachine.provide({
    actors: calls.actorsFor(editorActors),
    actions: recordingActions(editorEffects, (type, params) => {
      effects.push({ type, ...(params as object) } as EditorEffect);
    }),
  });
  const actor = createActor(machine, { input, inspect, systemId: EDITOR_SYSTEM_ID }).start();
  const toasts = () =>
    effects.flatMap((effect) =>
      effect.type === 'notify' ? [`${effect.kind}: ${effect.text}`] : [],
    );
  return { actor, calls, effects, toasts };
}
