import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { isNotProvided } from '../shared/notProvided.ts';

/**
 * A machine as its reference names it: the export it is reached by, and the selectors exported
 * beside it (`appFormSelectors` for `appFormMachine`): their export and their names.
 */
export type NamedMachine = {
  name: string;
  machine: AnyStateMachine;
  selectorsName: string;
  selectors: string[];
};

/** Machines whose selectors are exported under another name (shared by a factory's machines). */
const SELECTORS_EXPORT: Record<string, string> = {
  appsListMachine: 'resourceListSelectors',
  landingsListMachine: 'resourceListSelectors',
  templatesListMachine: 'resourceListSelectors',
  iconNameFormMachine: 'iconNameSelectors',
};

const selectorsNameOf = (machineName: string) =>
  SELECTORS_EXPORT[machineName] ?? machineName.replace(/Machine$/u, 'Selectors');

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  'root' in value &&
  'config' in value &&
  'provide' in value;

function selectorsOf(module: Record<string, unknown>, machineName: string): object {
  const selectors = module[selectorsNameOf(machineName)];
  if (machineName in SELECTORS_EXPORT && typeof selectors !== 'object') {
    throw new Error(`${selectorsNameOf(machineName)} is not exported beside ${machineName}`);
  }
  return typeof selectors === 'object' && selectors !== null ? selectors : {};
}

/** Every machine a module exports (e.g. the package's index), by export name. */
export const machinesOf = (module: Record<string, unknown>): NamedMachine[] =>
  Object.entries(module)
    .filter((entry): entry is [string, AnyStateMachine] => isMachine(entry[1]))
    .map(([name, machine]) => ({
      name,
      machine,
      selectorsName: selectorsNameOf(name),
      selectors: Object.keys(selectorsOf(module, name)).sort(),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));

const isNamedEvent = (type: string) => !type.startsWith('xstate.');

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const code = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ');

function statesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(statesOf)];
}

function row(node: AnyStateNode): string {
  const events = Object.keys(node.on).filter(isNamedEvent);
  const invokes = node.invoke.map((definition) =>
    typeof definition.src === 'string' ? definition.src : definition.id,
  );
  const path = node.path.length === 0 ? '(root)' : node.path.join('.');
  return `| \`${path}\` | ${node.type} | ${code(node.tags)} | ${code(invokes)} | ${code(events)}${
    node.always?.length ? `${events.length ? ', ' : ''}_always_` : ''
  } | ${cell(node.description ?? '')} |`;
}

/** Every event the machine takes: the states written to take it, and what it does there. */
function eventsTable(machine: AnyStateMachine): string[] {
  const events = new Map<string, { states: string[]; descriptions: Set<string> }>();
  for (const node of statesOf(machine.root)) {
    for (const [type, transitions] of node.transitions) {
      if (!isNamedEvent(type)) continue;
      const entry = events.get(type) ?? { states: [], descriptions: new Set<string>() };
      entry.states.push(node.path.length === 0 ? '(root)' : node.path.join('.'));
      for (const { description } of transitions)
        if (description) entry.descriptions.add(description);
      events.set(type, entry);
    }
  }
  if (events.size === 0) return [];
  return [
    '| event | taken in | description |',
    '| --- | --- | --- |',
    ...[...events].map(
      ([type, { states, descriptions }]) =>
        `| \`${type}\` | ${code(states)} | ${cell([...descriptions].join(' '))} |`,
    ),
    '',
  ];
}

const injected = (implementations: Record<string, unknown>) =>
  Object.keys(implementations)
    .filter((name) => isNotProvided(implementations[name]))
    .sort();

function hostLine(machine: AnyStateMachine): string[] {
  const actors = injected(machine.implementations.actors);
  const actions = injected(machine.implementations.actions);
  if (actors.length + actions.length === 0) return [];
  const parts = [
    actors.length ? `actors ${code(actors)}` : '',
    actions.length ? `actions ${code(actions)}` : '',
  ].filter(Boolean);
  return [`Injected (the host provides them with \`provide\`): ${parts.join('; ')}.`, ''];
}

function section({ name, machine, selectorsName, selectors }: NamedMachine): string {
  const actors = Object.keys(machine.implementations.actors).sort();
  return [
    `## ${name}`,
    '',
    `Machine id \`${machine.id}\`.${actors.length ? ` Actors it invokes or spawns: ${code(actors)}.` : ''}`,
    '',
    ...hostLine(machine),
    ...(selectors.length ? [`Selectors (\`${selectorsName}\`): ${code(selectors)}.`, ''] : []),
    '| state | type | tags | invokes | events | description |',
    '| --- | --- | --- | --- | --- | --- |',
    ...statesOf(machine.root).map(row),
    '',
    ...eventsTable(machine),
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
    'Each exported machine: the effects the host injects, the selectors exported beside it, and',
    'every state (its path, type, tags, the actors it invokes, the events it handles itself, and',
    'its description). The events a state handles are those written on it; an event is also',
    'handled by the states above it. Then every event: the states written to take it and what it',
    'does there (the descriptions of its transitions). What each injected effect takes and',
    'answers is written beside its placeholder (`<machine>/actors.ts`), what each selector gives',
    'beside it (`<machine>/selectors.ts`).',
    '',
    ...machines.map(section),
  ].join('\n');
}
