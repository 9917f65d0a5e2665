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
import { BUY_DOMAIN_SCREEN_PATHS } from './screenPaths.ts';
import {
  insufficientFundsError,
  networkError,
  purchasedDomain,
  searchAnswer,
  unknownPurchaseError,
} from './fixtures.ts';
import { BUY_DOMAIN_MESSAGES, buyDomainMachine } from './machine.ts';
import {
  selectCanBuy,
  selectCanCheck,
  selectIsBusy,
  selectStage,
  type BuyDomainSnapshot,
} from './selectors.ts';
import { startBuyDomain } from './testHarness.ts';

const samples: Record<string, SampleEvent[]> = {
  'name.change': [
    { type: 'name.change', value: 'Lucky' },
    { type: 'name.change', value: '' },
  ],
  'domain.pick': [
    { type: 'domain.pick', name: 'lucky.com' },
    { type: 'domain.pick', name: 'lucky.c' },
  ],
  'xstate.done.actor.searchDomains': [
    { type: 'xstate.done.actor.searchDomains', output: searchAnswer },
    { type: 'xstate.done.actor.searchDomains', output: { Domains: [] } },
  ],
  'xstate.error.actor.searchDomains': [
    { type: 'xstate.error.actor.searchDomains', error: { status: 502 } },
  ],
  'xstate.done.actor.purchaseDomain': [
    { type: 'xstate.done.actor.purchaseDomain', output: purchasedDomain },
  ],
  'xstate.error.actor.purchaseDomain': [
    { type: 'xstate.error.actor.purchaseDomain', error: insufficientFundsError },
    { type: 'xstate.error.actor.purchaseDomain', error: unknownPurchaseError },
    { type: 'xstate.error.actor.purchaseDomain', error: networkError },
  ],
};
const eventTypes = [
  ...Object.keys(samples),
  'modal.open',
  'modal.close',
  'domain.check',
  'domain.buy',
];

const model = createTestModel(toTestModelMachine(buyDomainMachine), {
  events: sampleEvents(samples),
  filterEvents: onlyExternalEvents,
});
const paths = model.getShortestPaths();
const coverage = new CoverageRecorder();
/** Every inline message the paths' final states show. */
const messages = new Set(paths.map((path) => path.state.context.error));

/** What must hold in every snapshot of every path, whatever the machine's config says. */
function invariantBreaks(snapshot: BuyDomainSnapshot): string[] {
  const stage = selectStage(snapshot);
  const { name, offers, error, errorCode } = snapshot.context;
  const breaks: string[] = [];
  if (selectCanBuy(snapshot) && !/\.[a-z]{2,}$/.test(name)) breaks.push('Buy on without a domain');
  if (selectCanCheck(snapshot) && (stage === 'buy' || name === '')) breaks.push('Check on');
  if (selectIsBusy(snapshot) !== (stage === 'searching' || stage === 'buying')) breaks.push('busy');
  if (stage === 'closed' && (name !== '' || offers.length > 0 || error !== null)) {
    breaks.push('closed modal keeps data');
  }
  if (errorCode !== null && stage !== 'buy') breaks.push('purchase code outside buy');
  if (stage === 'idle' && offers.length > 0) breaks.push('offers before a search');
  return breaks.map((text) => `${text} in ${JSON.stringify(snapshot.value)}`);
}
const broken: string[] = [];

describe('buy domain model', () => {
  itHasEveryScreenPath(paths, BUY_DOMAIN_SCREEN_PATHS, 'Domains');
  itWalksEveryPath(
    paths,
    () => {
      const started = startBuyDomain(coverage.inspect);
      started.actor.subscribe((snapshot) => broken.push(...invariantBreaks(snapshot)));
      return started;
    },
    eventTypes,
  );
});

describe('buy domain model coverage', () => {
  itCoversEveryStateAndTransition(buyDomainMachine, coverage);

  it('keeps its invariants after every step of every path', () => {
    expect(broken).toEqual([]);
  });

  it('reaches every message of the modal', () => {
    expect([...messages].sort()).toEqual(
      [
        null,
        BUY_DOMAIN_MESSAGES.noDomainsAvailable,
        BUY_DOMAIN_MESSAGES.searchFailed,
        'Insufficient funds on registrar account. Please top up the balance and try again.',
        'Domain purchase failed. Please try again later.',
        'Domain purchase failed.',
      ].sort(),
    );
  });
});
