import { createTestModel } from 'xstate/graph';
import { describe } from 'vitest';
import { CoverageRecorder } from '../testing/coverage.ts';
import { onlyExternalEvents, sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import { itCoversEveryStateAndTransition, itWalksEveryPath } from '../testing/modelPaths.ts';
import { toTestModelMachine } from '../testing/testModelMachine.ts';
import { appFixture, domainsFixture, landingsFixture, validNewApp } from './fixtures.ts';
import { appFormMachine } from './machine.ts';
import { startAppForm } from './testHarness.ts';

const done = (id: string, ...outputs: unknown[]): SampleEvent[] =>
  outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output }));
const failed = (id: string, error: unknown = { status: 500 }): SampleEvent[] => [
  { type: `xstate.error.actor.${id}`, error },
];
const changes = (...values: object[]): SampleEvent[] =>
  values.map((value) => ({ type: 'form.change', values: value }));

/** Answers shared by both modes; each guard branch gets its own sample. */
const actorAnswers: Record<string, SampleEvent[]> = {
  'xstate.done.actor.loadApp': done('loadApp', appFixture),
  'xstate.error.actor.loadApp': failed('loadApp', { data: { message: 'PWA is gone' } }),
  'xstate.done.actor.loadLinkableLandings': done('loadLinkableLandings', landingsFixture),
  'xstate.error.actor.loadLinkableLandings': failed('loadLinkableLandings'),
  'xstate.done.actor.loadDomains': done('loadDomains', domainsFixture),
  'xstate.error.actor.loadDomains': failed('loadDomains'),
  'xstate.done.actor.loadDomainRecords': done(
    'loadDomainRecords',
    [],
    [{ id: 5, name: 'shop.example.com' }],
  ),
  'xstate.error.actor.loadDomainRecords': failed('loadDomainRecords'),
  'xstate.done.actor.createDomainRecord': done('createDomainRecord', { id: 99 }, {}),
  'xstate.error.actor.createDomainRecord': failed('createDomainRecord'),
  'xstate.done.actor.createApp': done('createApp', { ...appFixture, id: 42 }, { name: 'No id' }),
  'xstate.error.actor.createApp': failed('createApp'),
  'xstate.done.actor.requestPushokApp': done('requestPushokApp', {}),
  'xstate.error.actor.requestPushokApp': failed('requestPushokApp'),
  'xstate.done.actor.updateApp': done('updateApp', {}),
  'xstate.error.actor.updateApp': failed('updateApp'),
};

const modes = [
  {
    label: 'creating',
    appId: null,
    edits: changes(validNewApp, { name: 'x' }, { domain: 'gone.example' }),
  },
  {
    label: 'editing',
    appId: 7,
    edits: changes({ name: 'Renamed App' }, { name: 'x' }, { subdomain: 'promo2' }),
  },
];

const eventTypes = [
  ...Object.keys(actorAnswers),
  'form.change',
  'form.reset',
  'form.save',
  'form.retry',
];
const coverage = new CoverageRecorder();

describe.each(modes)('app form model, $label', ({ appId, edits }) => {
  const model = createTestModel(toTestModelMachine(appFormMachine), {
    input: { appId },
    events: sampleEvents({ ...actorAnswers, 'form.change': edits }),
    filterEvents: onlyExternalEvents,
    // Keeps the graph small: a form opened without lists, a failed save or a finished save
    // offers nothing new beyond the transitions already reached elsewhere.
    stopWhen: (snapshot) =>
      snapshot.matches('editing') &&
      (snapshot.context.landings.length === 0 ||
        snapshot.context.domains.length === 0 ||
        snapshot.context.error !== null ||
        snapshot.context.savedAppId !== null),
  });
  const paths = model.getShortestPaths();

  itWalksEveryPath(paths, () => startAppForm(appId, coverage.inspect), eventTypes);
});

describe('app form model coverage', () => {
  itCoversEveryStateAndTransition(appFormMachine, coverage);
});
