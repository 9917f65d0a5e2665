import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  searchAnswer,
  insufficientFundsError,
  purchasedDomain,
  networkError,
  unknownPurchaseError,
} from './fixtures.ts';
import { buyDomainMachine } from './machine.ts';
import { offersOf, priceOf } from './offers.ts';
import { purchaseFailureOf } from './purchaseError.ts';
import {
  selectCanBuy,
  selectCanCheck,
  selectError,
  selectErrorCode,
  selectIsBusy,
  selectIsOpen,
  selectName,
  selectOffers,
  selectPickedName,
  selectStage,
} from './selectors.ts';
import { startBuyDomain } from './testHarness.ts';

const INSUFFICIENT =
  'Insufficient funds on registrar account. Please top up the balance and try again.';
const UNKNOWN = 'Domain purchase failed. Please try again later.';

function opened() {
  const modal = startBuyDomain();
  modal.actor.send({ type: 'modal.open' });
  return modal;
}

async function searched(name = 'Lucky') {
  const modal = opened();
  modal.actor.send({ type: 'name.change', value: name });
  modal.actor.send({ type: 'domain.check' });
  await modal.calls.resolve('searchDomains', searchAnswer);
  return modal;
}

async function picked(name = 'lucky.com') {
  const modal = await searched();
  modal.actor.send({ type: 'domain.pick', name });
  return modal;
}

describe('buy domain: opening and typing', () => {
  it('starts closed; opening shows an empty idle modal where Check and Buy are off', () => {
    const { actor } = startBuyDomain();
    expect(selectStage(actor.getSnapshot())).toBe('closed');
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'modal.open' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ open: 'idle' });
    expect([...snapshot.tags]).toEqual(['open']);
    expect(selectName(snapshot)).toBe('');
    expect(selectCanCheck(snapshot)).toBe(false);
    expect(selectCanBuy(snapshot)).toBe(false);
  });

  it('cleans the typed base name like a subdomain, keeping a trailing hyphen while typing', () => {
    const { actor } = opened();
    actor.send({ type: 'name.change', value: '-My.Shop_Name!-' });
    expect(selectName(actor.getSnapshot())).toBe('myshopname-');
    actor.send({ type: 'name.change', value: 'a'.repeat(70) });
    expect(selectName(actor.getSnapshot())).toHaveLength(63);
    actor.send({ type: 'name.change', value: 'Lucky.com' });
    // Dots are stripped: a typed name never becomes a full domain, so Buy stays off.
    expect(selectName(actor.getSnapshot())).toBe('luckycom');
    expect(selectCanBuy(actor.getSnapshot())).toBe(false);
    expect(selectCanCheck(actor.getSnapshot())).toBe(true);
  });

  it('refuses Check without a base name (a lone hyphen cleans to nothing)', () => {
    const { actor, calls } = opened();
    actor.send({ type: 'domain.check' });
    actor.send({ type: 'name.change', value: '-' });
    expect(selectCanCheck(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'domain.check' });
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' });
    expect(calls.isPending('searchDomains')).toBe(false);
  });
});

describe('buy domain: search', () => {
  it('searches offset 0, limit 10 with the cleaned base name and lists offers with prices', async () => {
    const { actor, calls } = opened();
    actor.send({ type: 'name.change', value: 'lucky-' });
    actor.send({ type: 'domain.check' });
    expect(actor.getSnapshot().value).toEqual({ open: 'searching' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(selectCanCheck(actor.getSnapshot())).toBe(false);
    expect(calls.inputsOf('searchDomains')).toEqual([{ offset: 0, limit: 10, name: 'lucky' }]);
    await calls.resolve('searchDomains', searchAnswer);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ open: 'checked' });
    expect(selectOffers(snapshot)).toEqual([
      { name: 'lucky.com', price: '$13.49' },
      { name: 'lucky.io', price: '$40.00' },
      { name: 'lucky.net', price: '—' },
      { name: 'lucky.org', price: '—' },
    ]);
    expect(selectError(snapshot)).toBeNull();
    expect(selectCanCheck(snapshot)).toBe(true);
    expect(selectCanBuy(snapshot)).toBe(false);
  });

  it("says 'No domains available for purchase' when nothing comes back", async () => {
    for (const answer of [{ Domains: [] }, {}, { Domains: null }]) {
      const { actor, calls } = opened();
      actor.send({ type: 'name.change', value: 'taken' });
      actor.send({ type: 'domain.check' });
      await calls.resolve('searchDomains', answer);
      expect(actor.getSnapshot().value).toEqual({ open: 'checked' });
      expect(selectOffers(actor.getSnapshot())).toEqual([]);
      expect(selectError(actor.getSnapshot())).toBe('No domains available for purchase');
    }
  });

  it("says 'Failed to check domain availability' when the search fails, and can check again", async () => {
    const { actor, calls } = opened();
    actor.send({ type: 'name.change', value: 'lucky' });
    actor.send({ type: 'domain.check' });
    await calls.reject('searchDomains', { status: 502, body: { message: 'Registrar is down' } });
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' });
    expect(selectError(actor.getSnapshot())).toBe('Failed to check domain availability');
    actor.send({ type: 'domain.check' });
    // A new search clears the old message.
    expect(selectError(actor.getSnapshot())).toBeNull();
    await calls.resolve('searchDomains', searchAnswer);
    expect(selectOffers(actor.getSnapshot())).toHaveLength(4);
  });

  it('keeps the offers while the name is edited, and a new check replaces them', async () => {
    const { actor, calls } = await searched();
    actor.send({ type: 'name.change', value: 'other' });
    expect(actor.getSnapshot().value).toEqual({ open: 'checked' });
    expect(selectOffers(actor.getSnapshot())).toHaveLength(4);
    actor.send({ type: 'domain.check' });
    expect(calls.inputsOf('searchDomains')).toEqual([
      { offset: 0, limit: 10, name: 'lucky' },
      { offset: 0, limit: 10, name: 'other' },
    ]);
    await calls.resolve('searchDomains', { Domains: [{ Name: 'other.com', Info: [] }] });
    expect(selectOffers(actor.getSnapshot())).toEqual([{ name: 'other.com', price: '—' }]);
  });
});

describe('buy domain: picking and buying', () => {
  it('picking a full domain moves to buy: Buy on, Check off', async () => {
    const { actor } = await picked();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ open: 'buy' });
    expect(selectName(snapshot)).toBe('lucky.com');
    expect(selectPickedName(snapshot)).toBe('lucky.com');
    expect(selectCanBuy(snapshot)).toBe(true);
    expect(selectCanCheck(snapshot)).toBe(false);
    actor.send({ type: 'domain.check' });
    expect(actor.getSnapshot().value).toEqual({ open: 'buy' });
  });

  it('a picked name without a dot plus 2 letters stays checked with Buy off', async () => {
    const { actor } = await searched();
    actor.send({ type: 'domain.pick', name: 'lucky.c' });
    expect(actor.getSnapshot().value).toEqual({ open: 'checked' });
    expect(selectCanBuy(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'domain.buy' });
    expect(actor.getSnapshot().value).toEqual({ open: 'checked' });
    actor.send({ type: 'domain.pick', name: 'lucky.io' });
    actor.send({ type: 'domain.pick', name: 'lucky.9' });
    expect(actor.getSnapshot().value).toEqual({ open: 'checked' });
  });

  it('typing after a pick goes back to checked with the cleaned text', async () => {
    const { actor } = await picked();
    actor.send({ type: 'name.change', value: 'lucky.co' });
    expect(actor.getSnapshot().value).toEqual({ open: 'checked' });
    expect(selectName(actor.getSnapshot())).toBe('luckyco');
    expect(selectPickedName(actor.getSnapshot())).toBeNull();
  });

  it('buys the picked domain for 1 year once, however often Buy is pressed; then closes clean', async () => {
    const { actor, calls, effects } = await picked('lucky.io');
    actor.send({ type: 'domain.buy' });
    actor.send({ type: 'domain.buy' });
    expect(actor.getSnapshot().value).toEqual({ open: 'buying' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(selectCanBuy(actor.getSnapshot())).toBe(false);
    // Escape while the purchase runs keeps the modal.
    actor.send({ type: 'modal.close' });
    expect(actor.getSnapshot().value).toEqual({ open: 'buying' });
    expect(calls.inputsOf('purchaseDomain')).toEqual([{ name: 'lucky.io', years: 1 }]);
    await calls.resolve('purchaseDomain', purchasedDomain);
    expect(effects).toEqual([{ type: 'domainPurchased', name: 'lucky.io' }]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('closed');
    expect(snapshot.context).toEqual({ name: '', offers: [], error: null, errorCode: null });
    actor.send({ type: 'modal.open' });
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' });
    expect(selectName(actor.getSnapshot())).toBe('');
  });

  it('insufficient funds: the message inline and as a toast; the pick stays to try again', async () => {
    const { actor, calls, effects } = await picked();
    actor.send({ type: 'domain.buy' });
    await calls.reject('purchaseDomain', insufficientFundsError);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ open: 'buy' });
    expect(selectError(snapshot)).toBe(INSUFFICIENT);
    expect(selectErrorCode(snapshot)).toBe('INSUFFICIENT_FUNDS');
    expect(selectName(snapshot)).toBe('lucky.com');
    expect(effects).toEqual([{ type: 'reportPurchaseError', message: INSUFFICIENT }]);
    actor.send({ type: 'domain.buy' });
    expect(selectError(actor.getSnapshot())).toBeNull();
    await calls.reject('purchaseDomain', unknownPurchaseError);
    expect(selectError(actor.getSnapshot())).toBe(UNKNOWN);
    expect(selectErrorCode(actor.getSnapshot())).toBe('UNKNOWN');
  });

  it("a failure without the service's answer reads 'Domain purchase failed.'", async () => {
    const { actor, calls, effects } = await picked();
    actor.send({ type: 'domain.buy' });
    await calls.reject('purchaseDomain', networkError);
    expect(selectError(actor.getSnapshot())).toBe('Domain purchase failed.');
    expect(selectErrorCode(actor.getSnapshot())).toBeNull();
    expect(effects).toEqual([{ type: 'reportPurchaseError', message: 'Domain purchase failed.' }]);
  });

  it('Escape closes from any open state but buying, and a reopened modal starts clean', async () => {
    const { actor } = await picked();
    actor.send({ type: 'modal.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'modal.open' });
    expect(actor.getSnapshot().context).toEqual({
      name: '',
      offers: [],
      error: null,
      errorCode: null,
    });
  });

  it('refuses to run without its effects provided', async () => {
    const actor = createActor(buyDomainMachine).start();
    actor.send({ type: 'modal.open' });
    actor.send({ type: 'name.change', value: 'lucky' });
    actor.send({ type: 'domain.check' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectError(actor.getSnapshot())).toBe('Failed to check domain availability');
  });
});

describe('buy domain: helpers', () => {
  it('prices the Duration 1 offer as price plus fee with 2 decimals, else a dash', () => {
    expect(priceOf([{ Duration: 1, Price: 10, Fee: 0.255 }])).toBe('$10.26');
    expect(priceOf([{ Duration: 2, Price: 10, Fee: 1 }])).toBe('—');
    expect(priceOf(null)).toBe('—');
    expect(priceOf([{ Duration: 1, Price: Number.NaN, Fee: 1 }])).toBe('—');
    expect(offersOf({ Domains: [{ Name: ' ', Info: null }] })).toEqual([]);
  });

  it('classifies purchase failures by code, else by the registrar text, else the fallback', () => {
    expect(purchaseFailureOf(insufficientFundsError)).toEqual({
      code: 'INSUFFICIENT_FUNDS',
      message: INSUFFICIENT,
    });
    expect(
      purchaseFailureOf({
        body: { message: { error: { error: 'Insufficient funds: the balance is $1.00' } } },
      }),
    ).toEqual({ code: 'INSUFFICIENT_FUNDS', message: INSUFFICIENT });
    expect(purchaseFailureOf({ data: { message: 'Registrar refused' } })).toEqual({
      code: 'UNKNOWN',
      message: UNKNOWN,
    });
    expect(purchaseFailureOf(networkError)).toEqual({
      code: null,
      message: 'Domain purchase failed.',
    });
    expect(purchaseFailureOf(undefined).message).toBe('Domain purchase failed.');
  });
});
