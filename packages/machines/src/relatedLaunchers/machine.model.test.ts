import { createTestModel } from 'xstate/graph';
import { describe } from 'vitest';
import { CoverageRecorder } from '../testing/coverage.ts';
import { onlyExternalEvents, sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import { itCoversEveryStateAndTransition, itWalksEveryPath } from '../testing/modelPaths.ts';
import { checkKeptChange, keptChangePaths, toldWhereRead } from '../testing/keptChanges.ts';
import { toTestModelMachine } from '../testing/testModelMachine.ts';
import { landingFixture, linkableFixture } from '../editor/fixtures.ts';
import { relatedLaunchersMachine } from './machine.ts';
import { startRelatedLaunchers } from './testHarness.ts';

const actors = [
  ['linkLauncher', {}],
  ['unlinkLauncher', {}],
  ['loadLanding', { ...landingFixture, relatedLaunchers: [] }],
  ['loadLinkableLaunchers', linkableFixture],
] as const;

/** Each guard branch gets its own sample; every call answers or fails. */
const samples: Record<string, SampleEvent[]> = {
  ...Object.fromEntries<SampleEvent[]>(
    actors.flatMap(([id, output]) => [
      [`xstate.done.actor.${id}`, [{ type: `xstate.done.actor.${id}`, output }]],
      [
        `xstate.error.actor.${id}`,
        [{ type: `xstate.error.actor.${id}`, error: { data: { message: `${id} failed` } } }],
      ],
    ]),
  ),
  // Links as they are (nothing changed) too: a read after another operator's save takes the stamp only.
  'xstate.done.actor.loadLanding': [
    { type: 'xstate.done.actor.loadLanding', output: { ...landingFixture, relatedLaunchers: [] } },
    { type: 'xstate.done.actor.loadLanding', output: landingFixture },
  ],
  'related.choose': [{ type: 'related.choose', launcherId: 4 }],
  // Another operator's links: by a stamp, or (without versions) the landing read.
  'related.changedElsewhere': [
    {
      type: 'related.changedElsewhere',
      change: { version: 'a1', updatedBy: 'Bea', updatedAt: null },
    },
    {
      type: 'related.changedElsewhere',
      change: { row: landingFixture, updatedBy: null, updatedAt: null },
    },
  ],
  'related.unlink': [
    { type: 'related.unlink', launcherId: 2 },
    { type: 'related.unlink', launcherId: 77 },
  ],
};
const eventTypes = [...Object.keys(samples), 'related.link', 'related.reload'];
const coverage = new CoverageRecorder();

describe.each([
  { label: 'an opened landing', input: { landingId: 5, relatedIds: [2] } },
  { label: 'a landing not saved yet', input: { landingId: null, relatedIds: [] } },
])('related launchers model, $label', ({ input }) => {
  const paths = createTestModel(toTestModelMachine(relatedLaunchersMachine), {
    input,
    events: sampleEvents(samples),
    // A change told while the form cannot read it is walked apart, below.
    filterEvents: (snapshot, event) =>
      onlyExternalEvents(snapshot, event) && toldWhereRead(snapshot, event),
    // The event that led to a state is part of it: a refused link or unlink gets its own path.
    serializeState: (snapshot, event) =>
      JSON.stringify({ value: snapshot.value, context: snapshot.context, via: event?.type }),
  }).getShortestPaths();
  itWalksEveryPath(paths, () => startRelatedLaunchers(input, coverage.inspect), eventTypes);
});

/** Issue 29: a change told while the links are read, linked or unlinked is kept, not lost. */
describe('related launchers model, a change told while busy', () => {
  const input = { landingId: 5, relatedIds: [2] };
  const paths = keptChangePaths(relatedLaunchersMachine, { input, events: sampleEvents(samples) });
  itWalksEveryPath(
    paths,
    () => startRelatedLaunchers(input, coverage.inspect),
    eventTypes,
    checkKeptChange,
  );
});

describe('related launchers model coverage', () => {
  itCoversEveryStateAndTransition(relatedLaunchersMachine, coverage);
});
