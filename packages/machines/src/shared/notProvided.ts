import { fromPromise } from 'xstate';

/**
 * Placeholders for effects the composition root must inject with `machine.provide(...)`.
 * Running a machine without providing one fails loudly with the effect's name.
 */
export function missingImplementation(name: string): Error {
  return new Error(`${name} must be provided with machine.provide()`);
}

export function notProvidedActor<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(missingImplementation(name)));
}

export function notProvidedAction<TParams = undefined>(name: string) {
  return (_args: unknown, _params: TParams): never => {
    throw missingImplementation(name);
  };
}
