import { ApiError, isGone, type Launcher } from '@landing/api';
import { createTestModel } from 'xstate/graph';
import { describe, expect } from 'vitest';
import { mainLauncher, relatedLauncher } from '../editor/fixtures.ts';
import { CoverageRecorder } from '../testing/coverage.ts';
import { onlyExternalEvents, sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import {
  itCoversEveryStateAndTransition,
  itWalksEveryPath,
  type ModelStep,
} from '../testing/modelPaths.ts';
import { toTestModelMachine } from '../testing/testModelMachine.ts';
import { landingSettingsMachine } from './machine.ts';
import { EMPTY_LAUNCHER_SETTINGS } from './settings.ts';
import { startLandingSettings } from './testHarness.ts';

const puzzleLauncher = { ...relatedLauncher, name: 'Puzzle', template: { id: 9, isCustom: true } };

const actors = [
  ['createLauncher', { kind: 'created', id: relatedLauncher.id }, { kind: 'idUnknown' }],
  ['createLanding', { kind: 'created', id: 8 }, { kind: 'idUnknown' }],
  ['updateLauncher', { ...mainLauncher, name: 'Renamed' }],
  // Before a create: none; after an unnamed one: the new "Puzzle" (found), or nothing new.
  ['listLaunchers', [], [puzzleLauncher], [mainLauncher]],
  // After an unnamed landing: the one around the new launcher (found), or none.
  ['listLandings', [{ id: 8, mainLauncher: { id: relatedLauncher.id } }], []],
  // Another operator's save (issue 29): a new name, or nothing Landing Settings shows.
  ['refreshLauncher', { ...mainLauncher, name: 'Theirs', version: 2 }, mainLauncher],
  // The read before a write to a server without versions: nobody else saved (issue 29).
  ['checkLauncher', mainLauncher],
] as const;

const gone = { kind: 'http', status: 404, message: 'gone', method: 'GET', url: '/x' } as const;

/** Each guard branch gets its own sample; every call answers or fails. */
const samples: Record<string, SampleEvent[]> = {
  ...Object.fromEntries<SampleEvent[]>(
    actors.flatMap(([id, ...outputs]) => [
      [
        `xstate.done.actor.${id}`,
        outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output })),
      ],
      [
        `xstate.error.actor.${id}`,
        [{ type: `xstate.error.actor.${id}`, error: { data: { message: `${id} failed` } } }],
      ],
    ]),
  ),
  'xstate.error.actor.refreshLauncher': [
    { type: 'xstate.error.actor.refreshLauncher', error: { data: { message: 'failed' } } },
    { type: 'xstate.error.actor.refreshLauncher', error: new ApiError(gone) },
  ],
  'settings.changedElsewhere': [
    {
      type: 'settings.changedElsewhere',
      change: { version: 2, updatedBy: 'Bea', updatedAt: '2026-11-27T10:00:00.000Z' },
    },
    // Without versions, the launcher as this form saved it: its own save.
    {
      type: 'settings.changedElsewhere',
      change: { row: mainLauncher, updatedBy: null, updatedAt: null },
    },
  ],
  'settings.change': [{ type: 'settings.change', values: { name: 'Puzzle' } }],
  'settings.restore': [
    { type: 'settings.restore', settings: { ...EMPTY_LAUNCHER_SETTINGS, name: 'Spin City' } },
  ],
  'settings.chooseTemplate': [
    { type: 'settings.chooseTemplate', templateId: 9, isCustom: true },
    { type: 'settings.chooseTemplate', templateId: 3, isCustom: false },
  ],
};
/** Two operators' saves (issue 29): walked apart from the rest, to keep the paths few. */
const stale = new ApiError({ ...gone, status: 409, method: 'PATCH', stale: true });
const conflictSamples: Record<string, SampleEvent[]> = {
  'settings.change': [{ type: 'settings.change', values: { name: 'Puzzle' } }],
  'xstate.done.actor.updateLauncher': [
    { type: 'xstate.done.actor.updateLauncher', output: { ...mainLauncher, version: 3 } },
  ],
  'xstate.error.actor.updateLauncher': [
    { type: 'xstate.error.actor.updateLauncher', error: stale },
    { type: 'xstate.error.actor.updateLauncher', error: new ApiError(gone) },
  ],
  // Their save: a name (this form changes it too), or only the platform.
  'xstate.done.actor.checkLauncher': [
    {
      type: 'xstate.done.actor.checkLauncher',
      output: { ...mainLauncher, name: 'Theirs', version: 2 },
    },
    {
      type: 'xstate.done.actor.checkLauncher',
      output: { ...mainLauncher, config: { templateView: 'web' }, version: 2 },
    },
  ],
  'xstate.error.actor.checkLauncher': [
    { type: 'xstate.error.actor.checkLauncher', error: new ApiError(gone) },
    { type: 'xstate.error.actor.checkLauncher', error: { data: { message: 'failed' } } },
  ],
  'conflict.pick': [{ type: 'conflict.pick', field: 'name', side: 'theirs' }],
  'conflict.pickAll': [{ type: 'conflict.pickAll', side: 'mine' }],
};
const conflictOnly = new Set([
  'xstate.error.actor.checkLauncher',
  'conflict.pick',
  'conflict.pickAll',
  'conflict.save',
  'conflict.cancel',
]);
const conflictWalkEvents = new Set([
  ...Object.keys(conflictSamples),
  'settings.save',
  'conflict.save',
  'conflict.cancel',
]);
const eventTypes = [
  ...new Set([...Object.keys(samples), ...conflictOnly]),
  'settings.reset',
  'settings.save',
  'settings.reload',
];
/** Another operator's save (issue 29): walked apart, with typing only, to keep the paths few. */
const watchEvents = new Set(['settings.changedElsewhere', 'settings.reload']);
const watchWalkEvents = new Set([
  ...watchEvents,
  'settings.change',
  'xstate.done.actor.refreshLauncher',
  'xstate.error.actor.refreshLauncher',
]);
const heldClicks = new Set(['settings.save', 'settings.reset']);
const coverage = new CoverageRecorder();

describe.each([
  { label: 'a new landing', input: { launcher: null }, watch: false },
  { label: 'an opened landing', input: { launcher: mainLauncher }, watch: false },
  { label: 'a new landing, others saving', input: { launcher: null }, watch: true },
  { label: 'an opened landing, others saving', input: { launcher: mainLauncher }, watch: true },
])('landing settings model, $label', ({ input, watch }) => {
  const paths = createTestModel(toTestModelMachine(landingSettingsMachine), {
    input,
    events: sampleEvents(samples),
    filterEvents: (snapshot, event) =>
      onlyExternalEvents(snapshot, event) &&
      (watch
        ? watchWalkEvents.has(event.type) ||
          // Clicked during the read: held, acting once it ends (issue 29).
          (heldClicks.has(event.type) && snapshot.matches('refreshing'))
        : !watchEvents.has(event.type) && !conflictOnly.has(event.type)),
    // The event that led to a state is part of it: a refused save gets its own path.
    serializeState: (snapshot, event) =>
      JSON.stringify({ value: snapshot.value, context: snapshot.context, via: event?.type }),
  }).getShortestPaths();
  itWalksEveryPath(paths, () => startLandingSettings(input, coverage.inspect), eventTypes);
});

/**
 * What the operator may expect of each write, tracked apart from the machine: the version it
 * names is the one loaded, or last saved, or read by the check whose merge it writes (a cancelled
 * dialog's read is not taken).
 */
type Versions = { held: unknown; read: unknown; writes: number };
const versionsOf = new WeakMap<object, Versions>();

function checkConflictStep({ event, before, after, started }: ModelStep<Started>) {
  const versions = versionsOf.get(started) ?? {
    held: (before.context as { launcher: Launcher }).launcher.version,
    read: undefined,
    writes: 0,
  };
  versionsOf.set(started, versions);
  const output = (event as { output?: Launcher }).output;
  if (event.type === 'xstate.done.actor.updateLauncher') versions.held = output?.version;
  if (event.type === 'xstate.done.actor.checkLauncher') {
    versions.read = output?.version;
    if (!after.matches('conflict')) versions.held = versions.read;
  }
  if (event.type === 'conflict.save') versions.held = versions.read;
  const writes = started.calls.inputsOf('updateLauncher') as { version?: unknown }[];
  if (writes.length > versions.writes) expect(writes.at(-1)?.version).toBe(versions.held);
  versions.writes = writes.length;
  // A name the operator typed is kept by every check, dialog and failure; only a pick or a save
  // changes it.
  const typed = (snapshot: typeof before) =>
    (snapshot.context as { settings: { name: string } }).settings.name;
  const saved = (snapshot: typeof before) =>
    (snapshot.context as { savedSettings: { name: string } }).savedSettings.name;
  if (typed(before) !== saved(before) && !event.type.startsWith('conflict.save')) {
    expect(typed(after)).toBe(typed(before));
  }
}
type Started = ReturnType<typeof startLandingSettings>;

describe.each([
  { label: 'with versions', input: { launcher: { ...mainLauncher, version: 1 } } },
  { label: 'without versions', input: { launcher: mainLauncher } },
])('landing settings model, two operators save the launcher $label', ({ input }) => {
  const paths = createTestModel(toTestModelMachine(landingSettingsMachine), {
    input,
    events: sampleEvents(conflictSamples),
    filterEvents: (snapshot, event) =>
      onlyExternalEvents(snapshot, event) && conflictWalkEvents.has(event.type),
    // A deleted launcher and a failed call end alike but for the toast: each gets its path.
    serializeState: (snapshot, event) =>
      JSON.stringify({
        value: snapshot.value,
        context: snapshot.context,
        via: event?.type,
        gone: event !== undefined && 'error' in event && isGone(event.error),
      }),
  }).getShortestPaths();
  itWalksEveryPath(
    paths,
    () => startLandingSettings(input, coverage.inspect),
    eventTypes,
    checkConflictStep,
  );
});

describe('landing settings model coverage', () => {
  itCoversEveryStateAndTransition(landingSettingsMachine, coverage);
});
