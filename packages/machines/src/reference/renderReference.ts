import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** A machine as its reference names it: the export it is reached by. */
export type NamedMachine = { name: string; machine: AnyStateMachine };

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  'root' in value &&
  'config' in value &&
  'provide' in value;

/** Every machine a module exports (e.g. the package's index), by export name. */
export const machinesOf = (module: Record<string, unknown>): NamedMachine[] =>
  Object.entries(module)
    .filter((entry): entry is [string, AnyStateMachine] => isMachine(entry[1]))
    .map(([name, machine]) => ({ name, machine }))
    .sort((a, b) => a.name.localeCompare(b.name));

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const code = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ');

function statesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(statesOf)];
}

function row(node: AnyStateNode): string {
  const events = Object.keys(node.on).filter((type) => !type.startsWith('xstate.'));
  const invokes = node.invoke.map((definition) =>
    typeof definition.src === 'string' ? definition.src : definition.id,
  );
  const path = node.path.length === 0 ? '(root)' : node.path.join('.');
  return `| \`${path}\` | ${node.type} | ${code(node.tags)} | ${code(invokes)} | ${code(events)}${
    node.always?.length ? `${events.length ? ', ' : ''}_always_` : ''
  } | ${cell(node.description ?? '')} |`;
}

function section({ name, machine }: NamedMachine): string {
  const actors = Object.keys(machine.implementations.actors).sort();
  return [
    `## ${name}`,
    '',
    `Machine id \`${machine.id}\`.${actors.length ? ` Actors it invokes or spawns: ${code(actors)}.` : ''}`,
    '',
    '| state | type | tags | invokes | events | description |',
    '| --- | --- | --- | --- | --- | --- |',
    ...statesOf(machine.root).map(row),
    '',
  ].join('\n');
}

/** The machines' reference: states, tags, invoked actors, events and descriptions. */
export function renderReference(machines: readonly NamedMachine[]): string {
  return [
    '# Machines reference',
    '',
    '<!-- Generated from the machines themselves by src/reference/reference.test.ts:',
    '     pnpm exec vitest run --project unit packages/machines/src/reference -u -->',
    '',
    'Each exported machine: every state (its path, type, tags, the actors it invokes, the events',
    'it handles itself, and its description). The events a state handles are those written on it;',
    'an event is also handled by the states above it. Why each machine behaves as it does is in',
    'README.md.',
    '',
    ...machines.map(section),
  ].join('\n');
}
