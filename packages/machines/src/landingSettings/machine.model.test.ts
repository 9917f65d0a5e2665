import { ApiError } from '@landing/api';
import { createTestModel } from 'xstate/graph';
import { describe } from 'vitest';
import { mainLauncher, relatedLauncher } from '../editor/fixtures.ts';
import { CoverageRecorder } from '../testing/coverage.ts';
import { onlyExternalEvents, sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import { itCoversEveryStateAndTransition, itWalksEveryPath } from '../testing/modelPaths.ts';
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
const eventTypes = [...Object.keys(samples), 'settings.reset', 'settings.save', 'settings.reload'];
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
        : !watchEvents.has(event.type)),
    // The event that led to a state is part of it: a refused save gets its own path.
    serializeState: (snapshot, event) =>
      JSON.stringify({ value: snapshot.value, context: snapshot.context, via: event?.type }),
  }).getShortestPaths();
  itWalksEveryPath(paths, () => startLandingSettings(input, coverage.inspect), eventTypes);
});

describe('landing settings model coverage', () => {
  itCoversEveryStateAndTransition(landingSettingsMachine, coverage);
});
