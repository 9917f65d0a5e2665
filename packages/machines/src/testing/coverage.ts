import type {
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  InspectionEvent,
} from 'xstate';

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allNodes(child))];
}

function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const alwaysIndex = source.always?.indexOf(transition) ?? -1;
  if (alwaysIndex >= 0) return `${source.id} always #${alwaysIndex}`;
  const eventType = String(transition.eventType);
  const candidates = source.transitions.get(eventType) ?? [];
  return `${source.id} on ${eventType} #${candidates.indexOf(transition)}`;
}

/** Every state node id of a machine (the root included). */
export function stateIdsOf(machine: AnyStateMachine): string[] {
  return allNodes(machine.root).map((node) => node.id);
}

/** Every transition of a machine (each guarded candidate counted separately). */
export function transitionKeysOf(machine: AnyStateMachine): string[] {
  return allNodes(machine.root).flatMap((node) => [
    ...[...node.transitions.values()].flatMap((candidates) => candidates.map(transitionKey)),
    ...(node.always ?? []).map(transitionKey),
  ]);
}

/** Records the states entered and the transitions taken by running actors (via `inspect`). */
export class CoverageRecorder {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();

  readonly inspect = (event: InspectionEvent): void => {
    if (event.type === '@xstate.microstep') {
      for (const transition of event._transitions) {
        this.transitions.add(transitionKey(transition));
        // A transient state (left at once through `always`) never shows in a snapshot.
        this.states.add(transition.source.id);
      }
    }
    if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
      const nodes = (event.snapshot as { _nodes?: AnyStateNode[] })._nodes ?? [];
      for (const node of nodes) this.states.add(node.id);
    }
  };
}
