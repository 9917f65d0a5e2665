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
import { DOMAIN_STATUS_SCREEN_PATHS } from './screenPaths.ts';
import { domainStatusMachine } from './machine.ts';
import { selectError, selectIsChecking, type DomainStatusSnapshot } from './selectors.ts';
import { startDomainStatus } from './testHarness.ts';

const input = { domainId: 3, status: 'pending' };
const samples: Record<string, SampleEvent[]> = {
  'status.sync': [{ type: 'status.sync', status: 'paused' }],
  'xstate.done.actor.checkStatus': [
    { type: 'xstate.done.actor.checkStatus', output: { status: 'active' } },
  ],
  'xstate.error.actor.checkStatus': [
    { type: 'xstate.error.actor.checkStatus', error: { status: 500 } },
  ],
};
const eventTypes = [...Object.keys(samples), 'status.check'];

const paths = createTestModel(toTestModelMachine(domainStatusMachine), {
  input,
  events: sampleEvents(samples),
  filterEvents: onlyExternalEvents,
}).getShortestPaths();
const coverage = new CoverageRecorder();

/** The row shows an error only when failed, and 'Checking...' only while checking. */
const breaks = (snapshot: DomainStatusSnapshot) =>
  [
    selectIsChecking(snapshot) !== snapshot.matches('checking') && 'checking',
    (selectError(snapshot) !== null) !== snapshot.matches('failed') && 'error',
    snapshot.context.domainId !== input.domainId && 'domain id',
  ].filter((text): text is string => text !== false);
const broken: string[] = [];

describe('domain status model', () => {
  itHasEveryScreenPath(paths, DOMAIN_STATUS_SCREEN_PATHS, 'Domains');
  itWalksEveryPath(
    paths,
    () => {
      const started = startDomainStatus(input, coverage.inspect);
      started.actor.subscribe((snapshot) => broken.push(...breaks(snapshot)));
      return started;
    },
    eventTypes,
  );
});

describe('domain status model coverage', () => {
  itCoversEveryStateAndTransition(domainStatusMachine, coverage);
  it('keeps its invariants after every step of every path', () => {
    expect(broken).toEqual([]);
  });
});
