import { fromCallback, fromPromise, type EventObject, type NonReducibleUnknown } from 'xstate';

/**
 * Placeholders for effects the composition root must inject with `machine.provide(...)`.
 * Running a machine without providing one fails loudly with the effect's name.
 */
export function missingImplementation(name: string): Error {
  return new Error(`${name} must be provided with machine.provide()`);
}

const placeholders = new WeakSet<object>();

/** Whether an implementation is a placeholder the host must provide (the reference lists them). */
export const isNotProvided = (implementation: unknown): boolean =>
  typeof implementation === 'object' || typeof implementation === 'function'
    ? implementation !== null && placeholders.has(implementation)
    : false;

export function notProvidedActor<TOutput, TInput>(name: string) {
  const actor = fromPromise<TOutput, TInput>(() => Promise.reject(missingImplementation(name)));
  placeholders.add(actor);
  return actor;
}

export function notProvidedAction<TParams = undefined>(name: string) {
  const action = (_args: unknown, _params: TParams): never => {
    throw missingImplementation(name);
  };
  placeholders.add(action);
  return action;
}

export function notProvidedCallback<TEvent extends EventObject, TInput = NonReducibleUnknown>(
  name: string,
) {
  const actor = fromCallback<TEvent, TInput>(() => {
    throw missingImplementation(name);
  });
  placeholders.add(actor);
  return actor;
}
