import { createActor, fromPromise } from 'xstate';
import {
  appFormActors,
  type AppCreated,
  type LoadDomainsInput,
  type RequestPushokAppInput,
} from './actors.ts';
import type { App, AppCreate, DomainPage } from './entities.ts';
import { describe, expect, it } from 'vitest';
import { EMPTY_APP_FORM, type AppFormValues } from './context.ts';
import { splitRecordName } from './domains.ts';
import {
  appFixture,
  domainsFixture,
  domainsPageFixture,
  landingsFixture,
  validNewApp,
} from './fixtures.ts';
import { appFormMachine } from './machine.ts';
import {
  selectAppName,
  selectCanSave,
  selectDomainOptions,
  selectError,
  selectFieldError,
  selectIsDomainDisabled,
  selectIsLoadFailed,
  selectIsLoading,
  selectIsPushServiceDisabled,
  selectIsSaving,
  selectIsSubdomainDisabled,
  selectIsSubdomainVisible,
  selectLandingOptions,
  selectMode,
  selectSavedAppId,
  selectValue,
  selectWebServerUrl,
} from './selectors.ts';
import { startAppForm } from './testHarness.ts';

const tagsOf = (snapshot: { tags: Set<string> }) => [...snapshot.tags].sort();

async function loadedNew() {
  const form = startAppForm(null);
  await form.calls.resolve('loadLinkableLandings', landingsFixture);
  await form.calls.resolve('loadDomains', domainsPageFixture);
  return form;
}

async function loadedEdit(app = appFixture) {
  const form = startAppForm(app.id);
  await form.calls.resolve('loadDomains', domainsPageFixture);
  await form.calls.resolve('loadLinkableLandings', landingsFixture);
  await form.calls.resolve('loadApp', app);
  return form;
}

describe('app form: loading', () => {
  it('creating: loads landings and active domains (page 1, size 200), not an app', async () => {
    const { actor, calls } = startAppForm(null);
    expect(actor.getSnapshot().value).toEqual({
      loading: { app: 'done', landings: 'fetching', domains: 'fetching' },
    });
    expect(tagsOf(actor.getSnapshot())).toEqual(['loading']);
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(calls.isPending('loadApp')).toBe(false);
    expect(calls.inputsOf('loadDomains')).toEqual([{ page: 1, size: 200 }]);

    await calls.resolve('loadLinkableLandings', landingsFixture);
    await calls.resolve('loadDomains', domainsPageFixture);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'idle' });
    expect(tagsOf(snapshot)).toEqual([]);
    expect(selectMode(snapshot)).toBe('create');
    expect(snapshot.context.values).toEqual(EMPTY_APP_FORM);
    expect(selectDomainOptions(snapshot)).toEqual(['example.com', 'shop.example.com']);
    expect(selectLandingOptions(snapshot)).toEqual([
      { id: 10, label: 'Casino' },
      { id: 11, label: 'Landing #11' },
    ]);
    expect(selectCanSave(snapshot)).toBe(false);
    expect(selectIsPushServiceDisabled(snapshot)).toBe(false);
    expect(selectIsSubdomainVisible(snapshot)).toBe(false);
  });

  it('editing: loads the app and splits its record name against the active domains', async () => {
    const { actor, calls } = startAppForm(7);
    expect(calls.inputsOf('loadApp')).toEqual([{ id: 7 }]);
    await calls.resolve('loadApp', appFixture);
    expect(actor.getSnapshot().value).toEqual({
      loading: { app: 'done', landings: 'fetching', domains: 'fetching' },
    });
    await calls.resolve('loadDomains', domainsPageFixture);
    await calls.resolve('loadLinkableLandings', landingsFixture);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'idle' });
    expect(snapshot.context.values).toEqual({
      name: 'My App',
      pushService: 'firebase',
      landingId: 10,
      openerLink: 'https://open.example.com',
      domain: 'example.com',
      subdomain: 'promo',
    });
    expect(snapshot.context.savedValues).toEqual(snapshot.context.values);
    expect(selectMode(snapshot)).toBe('edit');
    expect(selectAppName(snapshot)).toBe('My App');
    expect(selectWebServerUrl(snapshot)).toBe('https://ws.example.com/7');
    expect(selectCanSave(snapshot)).toBe(false);
    expect(selectIsPushServiceDisabled(snapshot)).toBe(true);
    expect(selectIsSubdomainDisabled(snapshot)).toBe(true);
    expect(selectIsDomainDisabled(snapshot)).toBe(true);
  });

  it.each([
    ['the server message', { data: { message: 'PWA 7 does not exist' } }, 'PWA 7 does not exist'],
    ['ApiError.serverMessage', { serverMessage: 'Gone' }, 'Gone'],
    ["'Failed to load PWA' without one", new Error('500'), 'Failed to load PWA'],
  ])('a failed app load shows %s and can be retried', async (_, error, message) => {
    const { actor, calls } = startAppForm(7);
    await calls.reject('loadApp', error);
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(tagsOf(actor.getSnapshot())).toEqual([]);
    expect(selectIsLoadFailed(actor.getSnapshot())).toBe(true);
    expect(selectError(actor.getSnapshot())).toBe(message);
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().value).toBe('loadFailed');

    actor.send({ type: 'form.retry' });
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await calls.resolve('loadApp', appFixture);
    await calls.resolve('loadDomains', domainsPageFixture);
    await calls.resolve('loadLinkableLandings', landingsFixture);
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
  });

  it('failed landing and domain lists give empty lists, not an error', async () => {
    const { actor, calls } = startAppForm(null);
    await calls.reject('loadLinkableLandings', new Error('500'));
    await calls.reject('loadDomains', new Error('500'));
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.landings).toEqual([]);
    expect(actor.getSnapshot().context.domains).toEqual([]);
    expect(selectError(actor.getSnapshot())).toBeNull();
  });
});

describe('splitRecordName', () => {
  const active = domainsFixture.slice(0, 2);
  it('gives an empty subdomain for an exact match (any case)', () => {
    expect(splitRecordName('Example.com', active)).toEqual({
      domain: 'example.com',
      subdomain: '',
    });
  });
  it("gives the leading part for a name ending in '.{domain}', longest domain first", () => {
    expect(splitRecordName('promo.example.com', active)).toEqual({
      domain: 'example.com',
      subdomain: 'promo',
    });
    expect(splitRecordName('a.shop.example.com', active)).toEqual({
      domain: 'shop.example.com',
      subdomain: 'a',
    });
  });
  it('leaves both empty when no active domain fits', () => {
    expect(splitRecordName('x.old.net', active)).toEqual({ domain: '', subdomain: '' });
    expect(splitRecordName(null, active)).toEqual({ domain: '', subdomain: '' });
    expect(splitRecordName('notexample.com', active)).toEqual({ domain: '', subdomain: '' });
  });
});

describe('app form: editing the form', () => {
  it('shows the exact messages for changed fields, and all of them after a save attempt', async () => {
    const { actor } = await loadedNew();
    actor.send({ type: 'form.change', values: { name: 'x' } });
    let snapshot = actor.getSnapshot();
    expect(selectFieldError('name')(snapshot)).toBe('Must be at least 2 characters');
    expect(selectFieldError('openerLink')(snapshot)).toBeNull();
    expect(selectCanSave(snapshot)).toBe(true);

    actor.send({ type: 'form.change', values: { name: '  ', openerLink: 'open.example.com' } });
    snapshot = actor.getSnapshot();
    expect(selectFieldError('name')(snapshot)).toBe('Required');
    expect(selectFieldError('openerLink')(snapshot)).toBe('Invalid URL');
    actor.send({ type: 'form.change', values: { openerLink: 'ftp://open.example.com' } });
    expect(selectFieldError('openerLink')(actor.getSnapshot())).toBe('Invalid URL');

    actor.send({ type: 'form.save' });
    snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'idle' });
    expect(snapshot.context.submitted).toBe(true);
    expect(selectFieldError('landingId')(snapshot)).toBe('Required');
    expect(selectFieldError('domain')(snapshot)).toBe('Required');
    expect(selectFieldError('subdomain')(snapshot)).toBe('Required');
    expect(selectFieldError('pushService')(snapshot)).toBeNull();
  });

  it('cleans the typed subdomain and shows the pattern message for a trailing hyphen', async () => {
    const { actor } = await loadedNew();
    actor.send({ type: 'form.change', values: { domain: 'example.com' } });
    expect(selectIsSubdomainVisible(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'form.change', values: { subdomain: '-My.Shop_-' } });
    const snapshot = actor.getSnapshot();
    expect(selectValue('subdomain')(snapshot)).toBe('myshop-');
    expect(selectFieldError('subdomain')(snapshot)).toBe(
      'Only letters, digits and hyphen; cannot start or end with hyphen; 1–63 chars',
    );
  });

  it('trims the trailing hyphen when the operator leaves the subdomain, not while typing', async () => {
    const { actor } = await loadedNew();
    actor.send({ type: 'form.change', values: { domain: 'example.com' } });
    actor.send({ type: 'form.change', values: { subdomain: 'my-' } });
    expect(selectValue('subdomain')(actor.getSnapshot())).toBe('my-');
    actor.send({ type: 'form.change', values: { subdomain: 'my-shop-' } });
    actor.send({ type: 'form.subdomainLeft' });
    const snapshot = actor.getSnapshot();
    expect(selectValue('subdomain')(snapshot)).toBe('my-shop');
    expect(selectFieldError('subdomain')(snapshot)).toBeNull();
  });

  it('Reset restores the last saved values and hides the messages', async () => {
    const { actor } = await loadedEdit();
    actor.send({ type: 'form.change', values: { name: 'x', openerLink: 'bad' } });
    expect(selectCanSave(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'form.reset' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.values).toEqual(snapshot.context.savedValues);
    expect(selectAppName(snapshot)).toBe('My App');
    expect(selectFieldError('name')(snapshot)).toBeNull();
    expect(selectCanSave(snapshot)).toBe(false);
  });

  it('does nothing on save when the form equals the saved values', async () => {
    const { actor, calls } = await loadedEdit();
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(calls.isPending('updateApp')).toBe(false);
  });
});

describe('app form: creating', () => {
  async function filledNew(values: Partial<AppFormValues> = {}) {
    const form = await loadedNew();
    form.actor.send({ type: 'form.change', values: { ...validNewApp, ...values } });
    form.actor.send({ type: 'form.save' });
    return form;
  }

  it('creates the DNS record, posts exactly the five fields, requests Pushok, goes to the app', async () => {
    const { actor, calls, effects } = await filledNew({ subdomain: 'shop-' });
    expect(actor.getSnapshot().value).toEqual({ saving: 'loadingRecords' });
    expect(tagsOf(actor.getSnapshot())).toEqual(['busy']);
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
    expect(selectValue('subdomain')(actor.getSnapshot())).toBe('shop');
    expect(calls.inputsOf('loadDomainRecords')).toEqual([{ domainId: 1 }]);

    await calls.resolve('loadDomainRecords', [{ id: 4, name: 'other.example.com' }]);
    expect(actor.getSnapshot().value).toEqual({ saving: 'creatingRecord' });
    expect(calls.inputsOf('createDomainRecord')).toEqual([{ domainId: 1, name: 'shop' }]);

    await calls.resolve('createDomainRecord', { kind: 'created', id: 99 });
    expect(actor.getSnapshot().value).toEqual({ saving: 'listingApps' });
    expect(actor.getSnapshot().context.recordId).toBe(99);
    await calls.resolve('listApps', [appFixture]);
    expect(actor.getSnapshot().value).toEqual({ saving: 'creatingApp' });
    const body = calls.inputsOf('createApp')[0];
    expect(body).toEqual({
      pushService: 'firebase',
      name: 'Shop App',
      landingId: 10,
      openerLink: 'https://open.example.com/shop',
      recordId: 99,
    });
    expect(Object.keys(body as object).sort()).toEqual(
      ['landingId', 'name', 'openerLink', 'pushService', 'recordId'].sort(),
    );

    await calls.resolve('createApp', {
      kind: 'created',
      app: { ...appFixture, id: 42, name: 'Shop App' },
    });
    expect(calls.inputsOf('listApps')).toHaveLength(1);
    expect(actor.getSnapshot().value).toEqual({ saving: 'requestingPushok' });
    expect(calls.inputsOf('requestPushokApp')).toEqual([{ appId: 42 }]);
    expect(effects).toEqual([]);

    await calls.resolve('requestPushokApp', {});
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'idle' });
    expect(tagsOf(snapshot)).toEqual([]);
    expect(effects).toEqual([{ type: 'navigateToApp', appId: 42 }]);
    expect(selectSavedAppId(snapshot)).toBe(42);
    expect(selectMode(snapshot)).toBe('edit');
    expect(selectCanSave(snapshot)).toBe(false);
    expect(selectError(snapshot)).toBeNull();
  });

  it('reuses an existing record for the subdomain', async () => {
    const { actor, calls } = await filledNew();
    await calls.resolve('loadDomainRecords', [{ id: 5, name: 'Shop.Example.com' }]);
    await calls.resolve('listApps', []);
    expect(actor.getSnapshot().value).toEqual({ saving: 'creatingApp' });
    expect(calls.inputsOf('createDomainRecord')).toEqual([]);
    expect(calls.inputsOf('createApp')).toEqual([expect.objectContaining({ recordId: 5 })]);
  });

  it('a failed Pushok request is logged and does not fail the save', async () => {
    const { actor, calls, effects } = await filledNew();
    await calls.resolve('loadDomainRecords', [{ id: 5, name: 'shop.example.com' }]);
    await calls.resolve('listApps', []);
    await calls.resolve('createApp', { kind: 'created', app: { ...appFixture, id: 42 } });
    const failure = new Error('pushok down');
    await calls.reject('requestPushokApp', failure);
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(effects).toEqual([
      { type: 'reportPushokFailure', appId: 42, error: failure },
      { type: 'navigateToApp', appId: 42 },
    ]);
  });

  it('a record answered without its id: the one new record of the subdomain is used', async () => {
    const { actor, calls } = await filledNew();
    await calls.resolve('loadDomainRecords', [{ id: 4, name: 'other.example.com' }]);
    await calls.resolve('createDomainRecord', { kind: 'idUnknown' });
    expect(actor.getSnapshot().value).toEqual({ saving: 'findingRecord' });
    // Record 6 is new but another subdomain.
    await calls.resolve('loadDomainRecords', [
      { id: 4, name: 'other.example.com' },
      { id: 6, name: 'promo.example.com' },
      { id: 7, name: 'shop.example.com' },
    ]);
    expect(actor.getSnapshot().context.recordId).toBe(7);
    await calls.resolve('listApps', []);
    expect(calls.inputsOf('createApp')).toEqual([expect.objectContaining({ recordId: 7 })]);
  });

  it('a record answered without its id and not found: a warning, the form kept; the next save reuses it, never a second record', async () => {
    const { actor, calls, effects } = await filledNew();
    await calls.resolve('loadDomainRecords', []);
    await calls.resolve('createDomainRecord', { kind: 'idUnknown' });
    await calls.reject('loadDomainRecords', new Error('offline'));
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(effects).toEqual([{ type: 'createdWithoutRecord', what: 'record' }]);
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.values).toEqual(validNewApp);
    actor.send({ type: 'form.save' });
    await calls.resolve('loadDomainRecords', [{ id: 7, name: 'shop.example.com' }]);
    expect(calls.inputsOf('createDomainRecord')).toHaveLength(1);
    expect(actor.getSnapshot().context.recordId).toBe(7);
  });

  const unnamedApp = async () => {
    const form = await filledNew();
    await form.calls.resolve('loadDomainRecords', [{ id: 5, name: 'shop.example.com' }]);
    await form.calls.resolve('listApps', [appFixture]);
    await form.calls.resolve('createApp', { kind: 'idUnknown' });
    expect(form.actor.getSnapshot().value).toEqual({ saving: 'findingApp' });
    return form;
  };
  const shopApp = (id: number, name = 'Shop App') => ({
    ...appFixture,
    id,
    name,
    landing: { id: 10 },
    record: { id: 5, name: 'shop.example.com' },
  });

  it('an app answered without its id: the one new app with what was sent goes on as created', async () => {
    const { actor, calls, effects } = await unnamedApp();
    // App 41 is new but another name; a lean list may leave the landing and record out.
    const { landing: _, record: __, ...lean } = shopApp(42);
    await calls.resolve('listApps', [appFixture, shopApp(41, 'Other'), lean]);
    expect(calls.inputsOf('requestPushokApp')).toEqual([{ appId: 42 }]);
    await calls.resolve('requestPushokApp', {});
    expect(effects).toEqual([{ type: 'navigateToApp', appId: 42 }]);
    expect(selectMode(actor.getSnapshot())).toBe('edit');
  });

  it.each([
    ['two new apps like it', [shopApp(42), shopApp(43)]],
    ['none new', [appFixture]],
  ])(
    'an app answered without its id, %s: a warning and the apps list; never a failure nor a second app',
    async (_, after) => {
      const { actor, calls, effects } = await unnamedApp();
      await calls.resolve('listApps', after);
      expect(effects).toEqual([{ type: 'createdWithoutRecord', what: 'app' }]);
      expect(selectError(actor.getSnapshot())).toBeNull();
      actor.send({ type: 'form.save' });
      expect(calls.inputsOf('createApp')).toHaveLength(1);
      expect(calls.isPending('loadDomainRecords')).toBe(false);
    },
  );

  it('says the domain is not found when it left the active list, keeping everything typed', async () => {
    const { actor, calls } = await loadedNew();
    actor.send({ type: 'form.change', values: { ...validNewApp, domain: 'gone.example' } });
    actor.send({ type: 'form.save' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'idle' });
    expect(selectError(snapshot)).toBe('Domain "gone.example" not found');
    expect(snapshot.context.values).toEqual({ ...validNewApp, domain: 'gone.example' });
    expect(calls.isPending('loadDomainRecords')).toBe(false);
  });

  it.each([
    ['a failure without message', new Error('500'), 'Failed to create DNS record'],
    ['a server message', { data: { message: 'Record limit reached' } }, 'Record limit reached'],
  ] as const)('record creation: %s', async (_, answer, message) => {
    const { actor, calls } = await filledNew();
    await calls.resolve('loadDomainRecords', []);
    await calls.reject('createDomainRecord', answer);
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(selectError(actor.getSnapshot())).toBe(message);
    expect(actor.getSnapshot().context.values).toEqual(validNewApp);
    expect(selectCanSave(actor.getSnapshot())).toBe(true);
  });

  it.each([
    ['a failure without message', new Error('500'), 'Failed to create PWA'],
    ['a server message', { data: { error: 'Landing already linked' } }, 'Landing already linked'],
  ] as const)('app creation: %s', async (_, answer, message) => {
    const { actor, calls, effects } = await filledNew();
    await calls.resolve('loadDomainRecords', [{ id: 5, name: 'shop.example.com' }]);
    await calls.reject('listApps', new Error('offline'));
    await calls.reject('createApp', answer);
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(selectError(actor.getSnapshot())).toBe(message);
    expect(selectMode(actor.getSnapshot())).toBe('create');
    expect(actor.getSnapshot().context.values).toEqual(validNewApp);
    expect(effects).toEqual([]);
  });

  it("a failed record lookup fails the save with 'Failed to create PWA'", async () => {
    const { actor, calls } = await filledNew();
    await calls.reject('loadDomainRecords', new Error('500'));
    expect(selectError(actor.getSnapshot())).toBe('Failed to create PWA');
    actor.send({ type: 'form.save' });
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().value).toEqual({ saving: 'loadingRecords' });
  });
});

describe('app form: updating', () => {
  it('sends only the changed fields and no record id when the record name is unchanged', async () => {
    const { actor, calls, effects } = await loadedEdit();
    actor.send({ type: 'form.change', values: { name: 'Renamed App' } });
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().value).toEqual({ saving: 'updatingApp' });
    expect(tagsOf(actor.getSnapshot())).toEqual(['busy']);
    expect(calls.inputsOf('loadDomainRecords')).toEqual([]);
    expect(calls.inputsOf('updateApp')).toEqual([
      { appId: 7, changes: { name: 'Renamed App' }, version: 4 },
    ]);

    await calls.resolve('updateApp', {});
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'idle' });
    expect(effects).toEqual([{ type: 'navigateToApp', appId: 7 }]);
    expect(snapshot.context.app?.name).toBe('Renamed App');
    expect(snapshot.context.savedValues.name).toBe('Renamed App');
    expect(selectCanSave(snapshot)).toBe(false);
    expect(selectSavedAppId(snapshot)).toBe(7);
  });

  it('sends a new record id only when subdomain plus domain differ from the stored record', async () => {
    const { actor, calls } = await loadedEdit();
    actor.send({ type: 'form.change', values: { subdomain: 'promo2', landingId: 11 } });
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().value).toEqual({ saving: 'loadingRecords' });
    await calls.resolve('loadDomainRecords', []);
    await calls.resolve('createDomainRecord', { kind: 'created', id: 100 });
    expect(actor.getSnapshot().value).toEqual({ saving: 'updatingApp' });
    expect(calls.inputsOf('updateApp')).toEqual([
      { appId: 7, changes: { landingId: 11, recordId: 100 }, version: 4 },
    ]);
    await calls.resolve('updateApp', {});
    expect(actor.getSnapshot().context.app?.record).toEqual({
      id: 100,
      name: 'promo2.example.com',
    });
  });

  it('saves other fields of an app whose record fits no active domain', async () => {
    const { actor, calls } = await loadedEdit({
      ...appFixture,
      record: { id: 70, name: 'promo.old.net' },
    });
    expect(actor.getSnapshot().context.values.domain).toBe('');
    actor.send({ type: 'form.change', values: { openerLink: 'https://new.example.com' } });
    actor.send({ type: 'form.save' });
    expect(calls.inputsOf('updateApp')).toEqual([
      { appId: 7, changes: { openerLink: 'https://new.example.com' }, version: 4 },
    ]);
  });

  it.each([
    ['a failure without message', new Error('500'), 'Failed to update PWA'],
    ['a server message', { data: { message: 'Name taken' } }, 'Name taken'],
  ])('update: %s, keeping everything typed', async (_, error, message) => {
    const { actor, calls, effects } = await loadedEdit();
    actor.send({ type: 'form.change', values: { name: 'Renamed App' } });
    actor.send({ type: 'form.save' });
    await calls.reject('updateApp', error);
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(selectError(actor.getSnapshot())).toBe(message);
    expect(selectValue('name')(actor.getSnapshot())).toBe('Renamed App');
    expect(selectCanSave(actor.getSnapshot())).toBe(true);
    expect(effects).toEqual([]);
  });
});

describe('app form: injection', () => {
  it('placeholders reject, naming the effect that was not provided', async () => {
    const actor = createActor(appFormActors.loadApp, { input: { id: 1 } });
    const failure = new Promise((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    expect(String(await failure)).toContain('loadApp must be provided');
  });

  it('an unprovided action stops the machine with its name', async () => {
    const machine = appFormMachine.provide({
      actors: {
        loadLinkableLandings: fromPromise(() => Promise.resolve(landingsFixture)),
        loadDomains: fromPromise<DomainPage, LoadDomainsInput>(() =>
          Promise.resolve(domainsPageFixture),
        ),
        loadDomainRecords: fromPromise(() =>
          Promise.resolve([{ id: 5, name: 'shop.example.com' }]),
        ),
        listApps: fromPromise<App[], void>(() => Promise.resolve([])),
        createApp: fromPromise<AppCreated, AppCreate>(() =>
          Promise.resolve({ kind: 'created', app: { ...appFixture, id: 42 } }),
        ),
        requestPushokApp: fromPromise<unknown, RequestPushokAppInput>(() => Promise.resolve({})),
      },
    });
    const actor = createActor(machine, { input: { appId: null } });
    const failure = new Promise((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'form.change', values: validNewApp });
    actor.send({ type: 'form.save' });
    expect(String(await failure)).toContain('navigateToApp must be provided');
  });
});
