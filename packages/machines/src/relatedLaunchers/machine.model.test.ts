import { createTestModel } from 'xstate/graph';
import { describe } from 'vitest';
import { CoverageRecorder } from '../testing/coverage.ts';
import { onlyExternalEvents, sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import { itCoversEveryStateAndTransition, itWalksEveryPath } from '../testing/modelPaths.ts';
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
  'related.choose': [{ type: 'related.choose', launcherId: 4 }],
  'related.unlink': [
    { type: 'related.unlink', launcherId: 2 },
    { type: 'related.unlink', launcherId: 77 },
  ],
};
const eventTypes = [...Object.keys(samples), 'related.link'];
const coverage = new CoverageRecorder();

describe.each([
  { label: 'an opened landing', input: { landingId: 5, relatedIds: [2] } },
  { label: 'a landing not saved yet', input: { landingId: null, relatedIds: [] } },
])('related launchers model, $label', ({ input }) => {
  const paths = createTestModel(toTestModelMachine(relatedLaunchersMachine), {
    input,
    events: sampleEvents(samples),
    filterEvents: onlyExternalEvents,
    // The event that led to a state is part of it: a refused link or unlink gets its own path.
    serializeState: (snapshot, event) =>
      JSON.stringify({ value: snapshot.value, context: snapshot.context, via: event?.type }),
  }).getShortestPaths();
  itWalksEveryPath(paths, () => startRelatedLaunchers(input, coverage.inspect), eventTypes);
});

describe('related launchers model coverage', () => {
  itCoversEveryStateAndTransition(relatedLaunchersMachine, coverage);
});
