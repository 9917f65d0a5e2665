import { createTestModel } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { CoverageRecorder } from '../testing/coverage.ts';
import { onlyExternalEvents, sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import {
  itCoversEveryStateAndTransition,
  itHasEveryScreenPath,
  itWalksEveryPath,
} from '../testing/modelPaths.ts';
import { toTestModelMachine } from '../testing/testModelMachine.ts';
import { DOMAINS_LIST_SCREEN_PATHS } from './screenPaths.ts';
import { domainsFixture, reloadedFixture, pageOf } from './fixtures.ts';
import { domainsListMachine } from './machine.ts';
import { statusActorId } from './rows.ts';
import type { DomainsListSnapshot } from './selectors.ts';
import { startDomainsList } from './testHarness.ts';

const samples: Record<string, SampleEvent[]> = {
  'xstate.done.actor.loadDomains': [
    { type: 'xstate.done.actor.loadDomains', output: pageOf(domainsFixture) },
    { type: 'xstate.done.actor.loadDomains', output: pageOf(reloadedFixture) },
  ],
  'xstate.error.actor.loadDomains': [
    { type: 'xstate.error.actor.loadDomains', error: { status: 500 } },
  ],
};
const eventTypes = [...Object.keys(samples), 'list.reload', 'list.retry'];

const paths = createTestModel(toTestModelMachine(domainsListMachine), {
  events: sampleEvents(samples),
  filterEvents: onlyExternalEvents,
}).getShortestPaths();
const coverage = new CoverageRecorder();

/** Every row listed has exactly its own status actor; a failure always says why. */
const breaks = (snapshot: DomainsListSnapshot) => {
  const ids = snapshot.context.domains.map((domain) => statusActorId(domain.id)).sort();
  const children = Object.keys(snapshot.children)
    .filter((id) => id !== 'loadDomains')
    .sort();
  return [
    JSON.stringify(ids) !== JSON.stringify(children) && `children ${children.join()}`,
    snapshot.matches('failed') !== (snapshot.context.error !== null) && 'error',
  ].filter((text): text is string => text !== false);
};
const broken: string[] = [];

describe('domains list model', () => {
  itHasEveryScreenPath(paths, DOMAINS_LIST_SCREEN_PATHS, 'Domains');
  itWalksEveryPath(
    paths,
    () => {
      const started = startDomainsList(coverage.inspect);
      started.actor.subscribe((snapshot) => broken.push(...breaks(snapshot)));
      return started;
    },
    eventTypes,
  );
});

describe('domains list model coverage', () => {
  itCoversEveryStateAndTransition(domainsListMachine, coverage);
  it('keeps its invariants after every step of every path', () => {
    expect(broken).toEqual([]);
  });
});
