import type { AnyStateMachine } from 'xstate';
import { isNotProvided } from '../shared/notProvided.ts';
import { recordingActions } from './pendingCalls.ts';

type Placeholders = Record<string, (args: never, params: never) => void>;

/** The actions the host must provide to `machine`: its `notProvidedAction` placeholders. */
export function injectedActionsOf(machine: AnyStateMachine): Placeholders {
  const implementations = machine.implementations.actions as Record<string, unknown>;
  const injected = Object.entries(implementations).filter(([, action]) => isNotProvided(action));
  return Object.fromEntries(injected) as Placeholders;
}

/**
 * A fake for every action the host must provide to `machine`, recording
 * `{ type: name, ...params }` in `effects`, in order: a new injected action is recorded here,
 * written nowhere else. `TEffect` is what the harness's tests read.
 */
export function recordInjectedActions<TEffect extends { type: string }>(machine: AnyStateMachine) {
  const effects: TEffect[] = [];
  const actions = recordingActions(injectedActionsOf(machine), (type, params) => {
    effects.push({ type, ...(params as object) } as TEffect);
  });
  return { actions, effects };
}
