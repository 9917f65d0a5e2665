import { describe, expect, it } from 'vitest';
import { selectStatus } from '../domainStatus/selectors.ts';
import { domainsFixture, reloadedFixture, pageOf } from './fixtures.ts';
import {
  selectDomains,
  selectError,
  selectIsLoading,
  selectStage,
  selectStatusActor,
} from './selectors.ts';
import { startDomainsList } from './testHarness.ts';

async function loaded() {
  const list = startDomainsList();
  await list.calls.resolve('loadDomains', pageOf(domainsFixture));
  return list;
}

const statusOf = (list: ReturnType<typeof startDomainsList>, id: number) => {
  const row = selectStatusActor(id)(list.actor.getSnapshot());
  return row === undefined ? undefined : selectStatus(row.getSnapshot());
};

describe('domains list', () => {
  it('loads page 1 with size 100 and gives every row its status', async () => {
    const list = startDomainsList();
    expect(selectStage(list.actor.getSnapshot())).toBe('loading');
    expect(selectIsLoading(list.actor.getSnapshot())).toBe(true);
    expect(list.calls.inputsOf('loadDomains')).toEqual([{ page: 1, size: 100 }]);
    await list.calls.resolve('loadDomains', pageOf(domainsFixture));
    expect(selectStage(list.actor.getSnapshot())).toBe('ready');
    expect(selectDomains(list.actor.getSnapshot())).toEqual(domainsFixture);
    expect(statusOf(list, 1)).toBe('ACTIVE');
    expect(statusOf(list, 3)).toBe('pending');
  });

  it("a row's check updates that row only; a failed check touches no other row", async () => {
    const list = await loaded();
    const pending = selectStatusActor(3)(list.actor.getSnapshot())!;
    const active = selectStatusActor(1)(list.actor.getSnapshot())!;
    pending.send({ type: 'status.check' });
    active.send({ type: 'status.check' });
    expect(list.calls.inputsOf('checkStatus')).toEqual([{ domainId: 3 }, { domainId: 1 }]);
    await list.calls.resolve('checkStatus', { status: 'active' });
    await list.calls.reject('checkStatus', { status: 500 });
    expect(statusOf(list, 3)).toBe('active');
    expect(statusOf(list, 1)).toBe('ACTIVE');
    expect(active.getSnapshot().value).toBe('failed');
    expect(pending.getSnapshot().value).toBe('idle');
    // The list itself is untouched.
    expect(selectDomains(list.actor.getSnapshot())).toEqual(domainsFixture);
  });

  it('reloads keeping the rows; rows still listed keep their actor, new ones get one, gone ones stop', async () => {
    const list = await loaded();
    const kept = selectStatusActor(3)(list.actor.getSnapshot())!;
    const gone = selectStatusActor(1)(list.actor.getSnapshot())!;
    list.actor.send({ type: 'list.reload' });
    expect(selectStage(list.actor.getSnapshot())).toBe('reloading');
    expect(selectIsLoading(list.actor.getSnapshot())).toBe(false);
    expect(selectDomains(list.actor.getSnapshot())).toEqual(domainsFixture);
    await list.calls.resolve('loadDomains', pageOf(reloadedFixture));
    expect(selectDomains(list.actor.getSnapshot())).toEqual(reloadedFixture);
    expect(selectStatusActor(3)(list.actor.getSnapshot())).toBe(kept);
    expect(statusOf(list, 3)).toBe('active');
    expect(statusOf(list, 7)).toBe('pending');
    expect(selectStatusActor(1)(list.actor.getSnapshot())).toBeUndefined();
    expect(gone.getSnapshot().status).toBe('stopped');
  });

  it("a failed load says why ('Failed to load domains' without a server message); Try again loads again", async () => {
    const list = startDomainsList();
    await list.calls.reject('loadDomains', new Error('offline'));
    expect(selectStage(list.actor.getSnapshot())).toBe('failed');
    expect(selectError(list.actor.getSnapshot())).toBe('Failed to load domains');
    expect(selectDomains(list.actor.getSnapshot())).toEqual([]);
    list.actor.send({ type: 'list.retry' });
    expect(selectError(list.actor.getSnapshot())).toBeNull();
    await list.calls.reject('loadDomains', { body: { message: 'Registrar unavailable' } });
    expect(selectError(list.actor.getSnapshot())).toBe('Registrar unavailable');
    list.actor.send({ type: 'list.retry' });
    await list.calls.resolve('loadDomains', pageOf(domainsFixture));
    expect(selectError(list.actor.getSnapshot())).toBeNull();
    expect(selectDomains(list.actor.getSnapshot())).toHaveLength(2);
  });
});
