import { StateMachine, type AnyStateMachine } from 'xstate';

type NodeConfig = {
  id?: string;
  invoke?: InvokeConfig | InvokeConfig[];
  after?: Record<string, unknown>;
  on?: Record<string, unknown>;
  states?: Record<string, NodeConfig>;
  [key: string]: unknown;
};
type InvokeConfig = { id?: string; src?: unknown; onDone?: unknown; onError?: unknown };

function withoutInvokes(node: NodeConfig, id: string): NodeConfig {
  const { invoke, after, states, ...rest } = node;
  const on: Record<string, unknown> = { ...(node.on ?? {}) };
  // A delayed transition becomes the event the real machine raises when the delay is over.
  for (const [delay, transition] of Object.entries(after ?? {})) {
    on[`xstate.after.${delay}.${id}`] = transition;
  }
  for (const definition of invoke === undefined ? [] : [invoke].flat()) {
    if (definition.id === undefined) throw new Error('Give every invoke an id to model it');
    if (definition.onDone !== undefined)
      on[`xstate.done.actor.${definition.id}`] = definition.onDone;
    if (definition.onError !== undefined) {
      on[`xstate.error.actor.${definition.id}`] = definition.onError;
    }
  }
  return {
    ...rest,
    ...(Object.keys(on).length > 0 ? { on } : {}),
    ...(states === undefined
      ? {}
      : {
          states: Object.fromEntries(
            Object.entries(states).map(([key, child]) => [
              key,
              withoutInvokes(child, child.id ?? `${id}.${key}`),
            ]),
          ),
        }),
  };
}

/**
 * `createTestModel` refuses machines that invoke actors. The model is therefore the machine's
 * own config and implementations with each invoke replaced by its `onDone`/`onError`
 * transitions on the `xstate.done.actor.{id}` / `xstate.error.actor.{id}` events the real
 * machine receives, and each `after` delay by its `xstate.after.{delay}.{state id}` event
 * (a test sends it; give the real machine delays it never reaches): the same states, guards, assigns and tags, so paths computed on it are
 * paths of the real machine, which the tests then drive with fake actors.
 */
export function toTestModelMachine<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const root = machine.config as NodeConfig;
  const config = withoutInvokes(root, root.id ?? '(machine)');
  return new StateMachine(config as never, machine.implementations as never) as unknown as TMachine;
}
