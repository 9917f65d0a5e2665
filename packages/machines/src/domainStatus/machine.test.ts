import { describe, expect, it } from 'vitest';
import { selectError, selectIsActive, selectIsChecking, selectStatus } from './selectors.ts';
import { isActiveStatus } from './status.ts';
import { startDomainStatus } from './testHarness.ts';

describe('domain status (one row)', () => {
  it("checks this domain's status and shows the answer", async () => {
    const { actor, calls } = startDomainStatus({ domainId: 3, status: 'pending' });
    expect(selectStatus(actor.getSnapshot())).toBe('pending');
    expect(selectIsActive(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'status.check' });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(selectIsChecking(actor.getSnapshot())).toBe(true);
    // A second click while checking asks nothing more.
    actor.send({ type: 'status.check' });
    expect(calls.inputsOf('checkStatus')).toEqual([{ domainId: 3 }]);
    await calls.resolve('checkStatus', { status: 'ACTIVE' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectStatus(actor.getSnapshot())).toBe('ACTIVE');
    expect(selectIsActive(actor.getSnapshot())).toBe(true);
    expect(selectIsChecking(actor.getSnapshot())).toBe(false);
  });

  it('a failed check says so and keeps the status; the next good check clears it', async () => {
    const { actor, calls } = startDomainStatus({ domainId: 3, status: 'pending' });
    actor.send({ type: 'status.check' });
    await calls.reject('checkStatus', new Error('socket hang up'));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectError(actor.getSnapshot())).toBe('Failed to check status');
    expect(selectStatus(actor.getSnapshot())).toBe('pending');
    actor.send({ type: 'status.check' });
    expect(selectError(actor.getSnapshot())).toBeNull();
    await calls.reject('checkStatus', { body: { message: 'Domain not found' } });
    expect(selectError(actor.getSnapshot())).toBe('Domain not found');
    actor.send({ type: 'status.check' });
    await calls.resolve('checkStatus', { status: 'active' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('takes the reloaded status, also while a check runs (whose answer then wins)', async () => {
    const { actor, calls } = startDomainStatus({ domainId: 1, status: 'pending' });
    actor.send({ type: 'status.sync', status: 'paused' });
    expect(selectStatus(actor.getSnapshot())).toBe('paused');
    actor.send({ type: 'status.check' });
    actor.send({ type: 'status.sync', status: 'pending' });
    expect(actor.getSnapshot().value).toBe('checking');
    await calls.resolve('checkStatus', { status: 'active' });
    expect(selectStatus(actor.getSnapshot())).toBe('active');
  });

  it("treats 'active' in any case as active", () => {
    expect(['active', 'ACTIVE', ' Active '].map(isActiveStatus)).toEqual([true, true, true]);
    expect(['pending', 'inactive', ''].map(isActiveStatus)).toEqual([false, false, false]);
  });
});
