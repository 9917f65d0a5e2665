import type { AnyStateMachine } from 'xstate';
import { isNotProvided } from '../shared/notProvided.ts';

/**
 * A fake for every action the host must provide to `machine` (each `notProvidedAction`
 * placeholder), recording `{ type: name, ...params }` in `effects`, in order: a new injected
 * action is recorded here, written nowhere else. `TEffect` is what the harness's tests read.
 */
export function recordInjectedActions<TEffect extends { type: string }>(machine: AnyStateMachine) {
  const effects: TEffect[] = [];
  const { actions: implementations } = machine.implementations;
  const injected = Object.keys(implementations).filter((name) =>
    isNotProvided(implementations[name]),
  );
  const record = (type: string) => (_: unknown, params: unknown) => {
    effects.push({ type, ...(params as object) } as TEffect);
  };
  const actions = Object.fromEntries(injected.map((name) => [name, record(name)]));
  return { actions, effects };
}
