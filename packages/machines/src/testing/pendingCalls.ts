import { fromPromise, type AnyActorLogic } from 'xstate';

type PendingCall = {
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
};

/**
 * Lets a test macrotask pass, so a settled promise reaches the machine. Node's `setImmediate`
 * runs once the microtasks drain; `setTimeout(0)` waits at least 1 ms, which thousands of model
 * steps turn into idle seconds.
 */
export function settle(): Promise<void> {
  const nextMacrotask = typeof setImmediate === 'function' ? setImmediate : setTimeout;
  return new Promise((resolve) => nextMacrotask(resolve));
}

/**
 * Fake promise actors whose answers the test gives: every invocation waits until the test
 * calls `resolve(name, output)` or `reject(name, error)`. A stopped actor's call is dropped.
 */
export class PendingCalls {
  private readonly pending = new Map<string, PendingCall[]>();
  /** Every input each actor was invoked with, in order. */
  readonly inputs = new Map<string, unknown[]>();

  actor<TOutput, TInput>(name: string) {
    return fromPromise<TOutput, TInput>(
      ({ input, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          const call: PendingCall = {
            input,
            resolve: (output) => resolve(output as TOutput),
            reject,
          };
          this.queue(name).push(call);
          this.inputsOf(name).push(input);
          signal.addEventListener('abort', () => {
            const queue = this.queue(name);
            queue.splice(queue.indexOf(call), 1);
          });
        }),
    );
  }

  /**
   * A fake for every actor of a machine's placeholder record (e.g. `editorActors`), each typed
   * as its placeholder: a new effect in the machine is a new fake here, written nowhere else.
   */
  actorsFor<TActors extends Record<string, AnyActorLogic>>(placeholders: TActors): TActors {
    const fakes = Object.keys(placeholders).map((name) => [name, this.actor(name)]);
    return Object.fromEntries(fakes) as TActors;
  }

  isPending(name: string): boolean {
    return this.queue(name).length > 0;
  }

  inputsOf(name: string): unknown[] {
    const list = this.inputs.get(name) ?? [];
    this.inputs.set(name, list);
    return list;
  }

  async resolve(name: string, output: unknown): Promise<void> {
    this.take(name).resolve(output);
    await settle();
  }

  async reject(name: string, error: unknown): Promise<void> {
    this.take(name).reject(error);
    await settle();
  }

  private take(name: string): PendingCall {
    const call = this.queue(name).shift();
    if (!call) throw new Error(`No pending call of ${name}`);
    return call;
  }

  private queue(name: string): PendingCall[] {
    const list = this.pending.get(name) ?? [];
    this.pending.set(name, list);
    return list;
  }
}

/**
 * An action for every effect of a machine's placeholder record (e.g. `editorEffects`), each
 * handing its name and params to `record`.
 */
export function recordingActions<
  TActions extends Record<string, (args: never, params: never) => void>,
>(
  placeholders: TActions,
  record: (name: keyof TActions & string, params: unknown) => void,
): TActions {
  const actions = Object.keys(placeholders).map((name) => [
    name,
    (_: unknown, params: unknown) => record(name, params),
  ]);
  return Object.fromEntries(actions) as TActions;
}
