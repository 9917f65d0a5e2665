import { type } from 'arktype';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createStrictClient as createApiClient,
  type StrictClient as ApiClient,
} from './strictClient.ts';
import { createMemoryStorage } from '../../client/storage.ts';
import { storeReportedTokens } from '../../client/storeReportedTokens.ts';
import { createTokenStore } from '../../client/tokens.ts';
import { App, AppList } from '../../schemas/app.ts';
import { User, UserPage } from '../../schemas/auth.ts';
import {
  AvailableDomains,
  DnsRecord,
  Domain,
  DomainPage,
  DomainStatus,
} from '../../schemas/domain.ts';
import { Comment, CommentList, Commentator } from '../../schemas/comment.ts';
import { HealthStatus, Locale, Succeeded } from '../../schemas/common.ts';
import { Design } from '../../schemas/design.ts';
import { Landing } from '../../schemas/landing.ts';
import { defaultStaticContent } from '../../constants.ts';
import { Launcher } from '../../schemas/launcher.ts';
import { CommentLink, LauncherContent } from '../../schemas/launcherContent.ts';
import {
  RegistrarDomain,
  RegistrarDomains,
  RegistrarDomainStatus,
  RegistrarNameServers,
  RegistrarRecord,
  RegistrarRecordList,
} from '../../schemas/registrar.ts';
import {
  Template,
  TEMPLATE_CODE_MESSAGES,
  TemplateCreateFields,
  TemplateTranslationUpdate,
  TemplateUpdateFields,
} from '../../schemas/template.ts';
import { sandboxCostCents, sandboxOffersFor } from '../../sandbox/pricing.ts';
import { zipFile } from '../archives.ts';
import { pngFile } from '../images.ts';
import { OPENER_LINK_CASES } from '../urlCases.ts';
import { dataOf, failureOf, unwrappedAnswers, wrapperCheckingFetch } from './answers.ts';
import { describeTranslationContract } from './translationsContract.ts';
import { describeUploadContract } from './uploadsContract.ts';
import { describeVersionsContract } from './versionsContract.ts';

/** A back office to hold to the contract: where it answers and who may sign in. */
export interface ContractBackend {
  /** Origin of the three services (`/api`, `/tracker/v1`, `/lambda/v1`). */
  origin: string;
  credentials: { email: string; password: string };
  /**
   * The same kind of back office started with a registrar balance of $1 (the server's
   * REGISTRAR_BALANCE, the kit's `registrarBalance`), where no purchase can be paid.
   */
  lowBalance: () => Promise<Omit<ContractBackend, 'lowBalance'>>;
}

let counter = 0;
/** A name no other run uses (the server's database outlives one test file). */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

const anyText: unknown = expect.any(String);
const anyNumber: unknown = expect.any(Number);
const throttledMessage: unknown = expect.stringMatching(
  /^Too many failed logins\. Try again in \d+ minutes?\.$/,
);

/** A small template archive: a zip holding one index.html. */
const zip = () =>
  new Blob(
    [
      Uint8Array.from(
        atob(
          'UEsDBBQAAAAAADOydl2+TLotIgAAACIAAAAKAAAAaW5kZXguaHRtbDxodG1sPjxib2R5PkNvbnRyYWN0PC9ib2R5PjwvaHRtbD5QSwECFAMUAAAAAAAzsnZdvky6LSIAAAAiAAAACgAAAAAAAAAAAAAAgAEAAAAAaW5kZXguaHRtbFBLBQYAAAAAAQABADgAAABKAAAAAAA=',
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    { type: 'application/zip' },
  );

/**
 * One contract for every back office the console talks to (the MSW kit in
 * `@landing/api/testing` and apps/server), from the spec and DECISIONS.md: status codes, shapes
 * parsed by the shared schemas (the client validates every answer), error bodies, ordering and
 * side effects. Each backend runs it from its own test file.
 */
export const describeContract = (name: string, start: () => Promise<ContractBackend>) => {
  describe(`back-office contract: ${name}`, () => {
    afterEach(() => {
      expect(unwrappedAnswers.splice(0), 'success answers without { data }').toEqual([]);
    });
    let backend: ContractBackend;
    let client: ApiClient;
    const store = createTokenStore(createMemoryStorage());
    /** The suite stands in for the session, which stores what login answers. */
    const signIn = async () => {
      const session = await client.tracker.login(backend.credentials);
      store.set({ accessToken: session.access_token, refreshToken: session.refresh_token });
    };
    const raw = (path: string, init: RequestInit = {}) =>
      fetch(`${backend.origin}${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${client.tokens.access() ?? ''}`, ...init.headers },
      });

    /** A built-in template, an app-store launcher on it, and a landing led by the launcher. */
    const newLanding = async () => {
      const templates = await client.template.list();
      const builtIn = templates.find((t) => !t.isCustom);
      if (!builtIn) throw new Error('the backend has no built-in template');
      const launcher = await client.launcher.createAppStore({
        name: unique('Contract'),
        templateId: builtIn.id,
      });
      const landing = await client.landing.create({ mainLauncherId: launcher.id });
      return { launcher, landing };
    };

    const firstTranslation = async (launcherId: number) => {
      const [locale] = await client.locales.list();
      if (!locale) throw new Error('the backend has no locale');
      return client.launcherContent.create({
        launcherId,
        localeId: locale.id,
        isDefault: false,
        designId: null,
      });
    };

    /** One bought domain for the whole run (the registrar's sandbox balance is small). */
    let bought: Promise<Domain> | undefined;
    const activeDomain = () => {
      bought ??= (async () => {
        const answer = await raw('/api/domain', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: `${unique('contract')}.com`, years: 1 }),
        });
        expect(answer.status).toBe(201);
        const domain = Domain.assert(await dataOf(answer));
        expect(domain.status).toBe('pending');
        expect((await client.domain.status(domain.id)).status).toBe('active');
        return domain;
      })();
      return bought;
    };

    /** A record named `{sub}-{unique}` on the run's active domain. */
    const newRecord = async (sub: string) => {
      const domain = await activeDomain();
      return {
        domain,
        record: await client.domain.createRecord(domain.id, { name: unique(`${sub}-`) }),
      };
    };

    /**
     * `DELETE path` answers `{ success: true }`; then reading it answers 404 with `notFound`, and
     * deleting it again answers 404.
     */
    const expectDeletedOnce = async (
      path: string,
      read: () => Promise<unknown>,
      remove: () => Promise<unknown>,
      notFound: string,
    ) => {
      const removed = await raw(path, { method: 'DELETE' });
      expect(removed.status).toBe(200);
      expect(await dataOf(removed)).toEqual({ success: true });
      expect(await failureOf(read())).toEqual({ status: 404, message: notFound });
      expect((await failureOf(remove())).status).toBe(404);
    };

    beforeAll(async () => {
      backend = await start();
      client = createApiClient({
        apiUrl: `${backend.origin}/api`,
        trackerUrl: `${backend.origin}/tracker/v1`,
        registrarUrl: `${backend.origin}/lambda/v1`,
        tokens: store,
        fetch: wrapperCheckingFetch,
      });
      await signIn();
    });

    describe('tracker', () => {
      it('refuses a password change with the wrong old password (400), accepts the right one (200)', async () => {
        const { password } = backend.credentials;
        expect(
          await failureOf(
            client.tracker.changePassword({ oldPassword: 'not-it', newPassword: 'Changed-1234' }),
          ),
        ).toEqual({ status: 400, message: 'oldPassword is wrong' });
        const change = (oldPassword: string, newPassword: string) =>
          raw('/tracker/v1/user/change-password', {
            method: 'PUT',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ oldPassword, newPassword }),
          });
        const changed = await change(password, 'Changed-1234');
        try {
          expect(changed.status).toBe(200);
          expect(await dataOf(changed)).toEqual({ success: true });
        } finally {
          if (changed.ok) expect((await change('Changed-1234', password)).status).toBe(200);
        }
      });

      it('answers the signed-in user (200) and renames it (200)', async () => {
        const me = User.assert(await client.tracker.user());
        // Both back offices answer the name as `fullName` too (not in the schema, not read).
        expect(me).toEqual({ id: anyNumber, name: anyText, email: anyText, fullName: me.name });
        expect(me.email?.toLowerCase()).toBe(backend.credentials.email.toLowerCase());
        const renamed = await client.tracker.updateUser({ name: 'Contract operator' });
        try {
          expect(renamed).toEqual({
            ...me,
            name: 'Contract operator',
            fullName: 'Contract operator',
          });
          expect(await client.tracker.user()).toEqual(renamed);
        } finally {
          await client.tracker.updateUser({ name: me.name });
        }
      });

      it('answers a wrong password with 401 and a message', async () => {
        const other = createApiClient({
          trackerUrl: `${backend.origin}/tracker/v1`,
          storage: createMemoryStorage(),
          fetch: wrapperCheckingFetch,
        });
        const failure = await failureOf(
          other.tracker.login({ email: backend.credentials.email, password: 'wrong-password' }),
        );
        expect(failure.status).toBe(401);
        expect(failure.message).toEqual(expect.any(String));
      });

      it('refuses a login body the shared schema refuses with 400', async () => {
        const answer = await fetch(`${backend.origin}/tracker/v1/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: backend.credentials.email, password: '123' }),
        });
        expect(answer.status).toBe(400);
        expect((await answer.json()) as unknown).toEqual({ message: anyText });
      });

      it.each([
        ['GET', '/api/pwa'],
        ['GET', '/api/landing'],
        ['POST', '/api/domain'],
        ['GET', '/tracker/v1/user'],
        ['GET', '/tracker/v1/users'],
        ['GET', '/lambda/v1/domain'],
      ])('answers %s %s without a token with 401 and a message', async (method, path) => {
        const answer = await fetch(`${backend.origin}${path}`, {
          method,
          ...(method === 'POST'
            ? { headers: { 'Content-Type': 'application/json' }, body: '{}' }
            : {}),
        });
        expect(answer.status).toBe(401);
        expect((await answer.json()) as unknown).toEqual({ message: anyText });
      });

      it('throttles an email after 5 failed logins, in any case, with 429 and a message', async () => {
        const email = `${unique('throttled')}@example.com`;
        const login = (password: string, address = email) =>
          fetch(`${backend.origin}/tracker/v1/login`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: address, password }),
          });
        for (let i = 0; i < 5; i++) expect((await login('wrong-password')).status).toBe(401);
        const throttled = await login('wrong-password', email.toUpperCase());
        expect(throttled.status).toBe(429);
        expect((await throttled.json()) as unknown).toEqual({
          message: throttledMessage,
        });
      });

      it('creates a user (201), refuses its email in another case with 409, lists and finds it', async () => {
        const email = `${unique('user')}@example.com`;
        const created = User.assert(
          await client.tracker.createUser({ name: 'Contract user', email, password: 'secret123' }),
        );
        expect(created).toMatchObject({ id: anyNumber, name: 'Contract user', email });

        const again = await failureOf(
          client.tracker.createUser({
            name: 'Again',
            email: email.toUpperCase(),
            password: 'secret123',
          }),
        );
        expect(again).toEqual({ status: 409, message: 'A user with this email already exists' });
        const takeOver = await failureOf(client.tracker.updateUser({ email: email.toUpperCase() }));
        expect(takeOver).toEqual({
          status: 409,
          message: 'A user with this email already exists',
        });

        const page = UserPage.assert(await client.tracker.users({ search: email }));
        expect(page).toMatchObject({ total: 1, page: 1, items: [created] });
        expect(await client.tracker.getUser(created.id!)).toEqual(created);
        expect((await failureOf(client.tracker.getUser(999_999))).status).toBe(404);

        const them = createApiClient({
          trackerUrl: `${backend.origin}/tracker/v1`,
          storage: createMemoryStorage(),
          fetch: wrapperCheckingFetch,
        });
        await them.tracker.login({ email: email.toUpperCase(), password: 'secret123' });
      });

      it('answers the token’s user, not the operator, and renames and re-passwords only them', async () => {
        const email = `${unique('own')}@example.com`;
        const created = await client.tracker.createUser({
          name: 'Own user',
          email,
          password: 'secret123',
        });
        const theirTokens = createTokenStore(createMemoryStorage());
        const them = createApiClient({
          trackerUrl: `${backend.origin}/tracker/v1`,
          tokens: theirTokens,
          fetch: wrapperCheckingFetch,
        });
        storeReportedTokens(them, theirTokens);
        const session = await them.tracker.login({ email, password: 'secret123' });
        theirTokens.set({ accessToken: session.access_token, refreshToken: session.refresh_token });
        const operator = await client.tracker.user();
        expect(operator.email).not.toBe(email);

        expect(await them.tracker.user()).toEqual(created);
        const renamed = await them.tracker.updateUser({ name: 'Own user renamed' });
        expect(renamed).toMatchObject({ id: created.id, name: 'Own user renamed', email });
        expect(await client.tracker.user()).toEqual(operator);
        await them.tracker.refresh();
        expect((await them.tracker.user()).id).toBe(created.id);

        expect(
          await them.tracker.changePassword({ oldPassword: 'secret123', newPassword: 'secret456' }),
        ).toEqual({ success: true });
        const relogin = createApiClient({
          trackerUrl: `${backend.origin}/tracker/v1`,
          storage: createMemoryStorage(),
          fetch: wrapperCheckingFetch,
        });
        await relogin.tracker.login({ email, password: 'secret456' });
        expect(
          (await failureOf(relogin.tracker.login({ email, password: 'secret123' }))).status,
        ).toBe(401);
      });

      it('ends a session on logout (200): its token is then refused, and a second logout is 401', async () => {
        const them = createApiClient({
          trackerUrl: `${backend.origin}/tracker/v1`,
          storage: createMemoryStorage(),
          fetch: wrapperCheckingFetch,
        });
        const { access_token: token } = await them.tracker.login(backend.credentials);
        const logout = () =>
          fetch(`${backend.origin}/tracker/v1/logout`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}` },
          });
        expect((await logout()).status).toBe(200);
        const after = await fetch(`${backend.origin}/api/landing`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(after.status).toBe(401);
        const second = await logout();
        expect(second.status).toBe(401);
        expect((await second.json()) as unknown).toEqual({ message: anyText });
        const none = await fetch(`${backend.origin}/tracker/v1/logout`, { method: 'POST' });
        expect(none.status).toBe(401);
        // The mock hands every session the same token: sign the suite's client in again.
        await signIn();
      });

      it('rotates the refresh token on every refresh; a reused one is refused with 401 and ends its session', async () => {
        // This client's own session: it stores what login and each refresh answer.
        const ownTokens = createTokenStore(createMemoryStorage());
        const own = createApiClient({
          trackerUrl: `${backend.origin}/tracker/v1`,
          tokens: ownTokens,
          fetch: wrapperCheckingFetch,
        });
        storeReportedTokens(own, ownTokens);
        const session = await own.tracker.login(backend.credentials);
        ownTokens.set({ accessToken: session.access_token, refreshToken: session.refresh_token });
        const used = [own.tokens.refresh()];
        for (let round = 0; round < 2; round += 1) {
          await own.tracker.refresh();
          used.push(own.tokens.refresh());
        }
        expect(used).toEqual([anyText, anyText, anyText]);
        expect(new Set(used).size).toBe(3);

        const refreshWith = (token: string | null) =>
          fetch(`${backend.origin}/tracker/v1/refresh`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token ?? ''}` },
          });
        const replay = await refreshWith(used[0] ?? null);
        expect(replay.status).toBe(401);
        expect((await replay.json()) as unknown).toEqual({ message: anyText });
        expect((await refreshWith(used[2] ?? null)).status).toBe(401);
      });

      it('a just-rotated refresh token presented again at once gets the same new refresh token', async () => {
        const login = await fetch(`${backend.origin}/tracker/v1/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(backend.credentials),
        });
        const { data: session } = (await login.json()) as { data: { refresh_token: string } };
        const refreshWith = async (token: string) => {
          const answer = await fetch(`${backend.origin}/tracker/v1/refresh`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}` },
          });
          expect(answer.status).toBe(200);
          return ((await answer.json()) as { data: { refresh_token: string } }).data;
        };
        const [first, second] = await Promise.all([
          refreshWith(session.refresh_token),
          refreshWith(session.refresh_token),
        ]);
        expect(first.refresh_token).toEqual(anyText);
        expect(second.refresh_token).toBe(first.refresh_token);
        // The session lives on: its new token rotates as usual.
        expect((await refreshWith(first.refresh_token)).refresh_token).not.toBe(
          first.refresh_token,
        );
      });
    });

    describe('apps', () => {
      it('creates an app (201) whose webServerId is its landing’s and whose record is the DNS record', async () => {
        const { launcher, landing } = await newLanding();
        await firstTranslation(launcher.id);
        await client.landing.update(landing.id, { webServerId: 4000 + landing.id });
        const { record } = await newRecord('shop');
        const payload = {
          name: 'Contract app',
          pushService: 'firebase' as const,
          landingId: landing.id,
          openerLink: 'https://example.com/open',
          recordId: record.id,
        };
        const answer = await raw('/api/pwa', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(payload),
        });
        expect(answer.status).toBe(201);
        const created = App.assert(await dataOf(answer));
        const stored = await client.landing.get(landing.id);
        expect(created).toMatchObject({
          name: 'Contract app',
          pushService: 'firebase',
          openerLink: 'https://example.com/open',
          landing: { id: landing.id },
          record: { id: record.id, name: record.name },
          webServerUrl: `https://${record.name}`,
        });
        expect(String(stored.webServerId)).toBe(String(4000 + landing.id));
        expect(created.webServerId).toEqual(stored.webServerId);

        expect(await client.pwa.get(created.id)).toMatchObject({ id: created.id });
        const list = AppList.assert(await client.pwa.list());
        expect(list.map((a) => a.id)).toEqual([...list.map((a) => a.id)].sort((a, b) => a - b));
        expect(list.some((a) => a.id === created.id)).toBe(true);

        const updated = await client.pwa.update(created.id, { name: 'Renamed app' });
        expect(updated.name).toBe('Renamed app');

        await client.pwa.remove(created.id);
        const gone = await failureOf(client.pwa.get(created.id));
        expect(gone.status).toBe(404);
        expect(gone.message).toEqual(expect.any(String));
      });

      /** An app on a new landing (with a translation) and a new record of the run's domain. */
      const newApp = async (name = 'Contract app') => {
        const { launcher, landing } = await newLanding();
        await firstTranslation(launcher.id);
        const { record } = await newRecord('app');
        const app = await client.pwa.create({
          name,
          pushService: 'firebase',
          landingId: landing.id,
          openerLink: 'https://example.com/open',
          recordId: record.id,
        });
        return { app, landing, record };
      };

      it('an update names the version it started from: a stale one is 409 with the current app, a malformed If-Match 400, a deleted app 404 (issue 29)', async () => {
        const { app } = await newApp('Versioned app');
        const patch = (version: string, body: object = { name: 'Mine' }, id = app.id) =>
          raw(`/api/pwa/${id}`, {
            method: 'PATCH',
            headers: { 'Content-Type': 'application/json', 'If-Match': version },
            body: JSON.stringify(body),
          });
        const loaded = App.assert(await client.pwa.get(app.id));
        expect(loaded.version).toEqual(expect.any(Number));
        const v = Number(loaded.version);

        const theirs = await patch(`"${v}"`, { name: 'Theirs' });
        expect(theirs.status).toBe(200);
        expect(App.assert(await dataOf(theirs)).version).toBe(v + 1);

        const stale = await patch(`"${v}"`, { name: 'Mine' });
        expect(stale.status).toBe(409);
        const refused = (await stale.json()) as { message?: unknown; current?: unknown };
        expect(refused.message).toEqual(expect.any(String));
        expect(App.assert(refused.current)).toMatchObject({ name: 'Theirs', version: v + 1 });
        expect((await client.pwa.get(app.id)).name).toBe('Theirs');

        expect((await patch('yesterday')).status).toBe(400);
        expect((await client.pwa.get(app.id)).version).toBe(v + 1);
        // Without If-Match a write applies as before (a client that knows no versions).
        expect((await client.pwa.update(app.id, { name: 'Unversioned' })).version).toBe(v + 2);

        await client.pwa.remove(app.id);
        expect((await patch(`"${v + 2}"`)).status).toBe(404);
      });

      it('deletes an app (200): it leaves the list, get and a second delete are 404; its landing and DNS record stay and serve a new app', async () => {
        const { app, landing, record } = await newApp('Deleted app');
        const answer = await raw(`/api/pwa/${app.id}`, { method: 'DELETE' });
        expect(answer.status).toBe(200);
        expect(Succeeded.assert(await dataOf(answer))).toEqual({ success: true });

        expect((await client.pwa.list()).some((a) => a.id === app.id)).toBe(false);
        expect(await failureOf(client.pwa.get(app.id))).toEqual({
          status: 404,
          message: 'App not found',
        });
        expect(await failureOf(client.pwa.remove(app.id))).toEqual({
          status: 404,
          message: 'App not found',
        });

        expect((await client.landing.get(landing.id)).id).toBe(landing.id);
        const domain = await activeDomain();
        expect((await client.domain.records(domain.id)).find((r) => r.id === record.id)?.name).toBe(
          record.name,
        );
        const next = await client.pwa.create({
          name: 'Next app',
          pushService: 'firebase',
          landingId: landing.id,
          openerLink: 'https://example.com/next',
          recordId: record.id,
        });
        expect(next.record).toEqual({ id: record.id, name: record.name });
        await client.pwa.remove(next.id);
      });

      it('leaves an app with landing null when its landing is deleted', async () => {
        const { app, landing } = await newApp('Orphaned app');
        expect(await client.landing.remove(landing.id)).toEqual({ success: true });
        expect(await client.pwa.get(app.id)).toMatchObject({ id: app.id, landing: null });
        await client.pwa.remove(app.id);
      });

      it('answers the Pushok request with the app and its pushokUrl, the same link when asked again', async () => {
        const { app } = await newApp('Pushok app');
        expect(app.pushokUrl).toBeNull();
        const first = await client.pwa.requestPushokApp(app.id);
        expect(first).toMatchObject({ id: app.id, pushokUrl: anyText });
        expect(await client.pwa.requestPushokApp(app.id)).toEqual(first);
        expect((await client.pwa.get(app.id)).pushokUrl).toBe(first.pushokUrl);
        expect((await failureOf(client.pwa.requestPushokApp(999_999))).status).toBe(404);
        await client.pwa.remove(app.id);
      });

      it('refuses an unknown landing or record, or a push service other than firebase, with 400 and a message (create and update)', async () => {
        const { app, landing, record } = await newApp('Refusing app');
        const valid = {
          name: 'Refused app',
          pushService: 'firebase' as const,
          landingId: landing.id,
          openerLink: 'https://example.com/open',
          recordId: record.id,
        };
        const cases = [
          [{ landingId: 999_999 }, 'landingId 999999 does not name a landing'],
          [{ recordId: 999_999 }, 'recordId 999999 does not name a DNS record'],
          [{ pushService: 'onesignal' as const }, 'pushService: only firebase is available'],
        ] as const;
        const before = (await client.pwa.list()).length;
        for (const [change, text] of cases) {
          expect(await failureOf(client.pwa.create({ ...valid, ...change }))).toEqual({
            status: 400,
            message: text,
          });
          expect(await failureOf(client.pwa.update(app.id, change))).toEqual({
            status: 400,
            message: text,
          });
        }
        expect((await client.pwa.list()).length).toBe(before);
        expect(await client.pwa.get(app.id)).toEqual(app);
        await client.pwa.remove(app.id);
      });

      it.each(OPENER_LINK_CASES)(
        'answers the opener link $link with 201 when accepted ($accepted), else 400 and a message',
        async ({ link, accepted }) => {
          const { landing } = await newLanding();
          const { record } = await newRecord('link');
          const answer = await raw('/api/pwa', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              name: 'Link case',
              pushService: 'firebase',
              landingId: landing.id,
              openerLink: link,
              recordId: record.id,
            }),
          });
          expect(answer.status).toBe(accepted ? 201 : 400);
          if (accepted) expect(App.assert(await dataOf(answer)).openerLink).toBe(link);
          else expect((await answer.json()) as unknown).toMatchObject({ message: anyText });
        },
      );
    });

    describe('landings', () => {
      it('lists as linkable only landings whose main launcher has a translation', async () => {
        const { launcher, landing } = await newLanding();
        const before = await client.landing.linkable();
        expect(before.some((l) => l.id === landing.id)).toBe(false);

        await firstTranslation(launcher.id);
        const after = await client.landing.linkable();
        const listed = after.find((l) => l.id === landing.id);
        expect(listed && Landing.assert(listed).mainLauncher?.name).toBe(launcher.name);
        expect(after.map((l) => l.id)).toEqual([...after.map((l) => l.id)].sort((a, b) => a - b));
      });

      it('links a launcher (related, no longer linkable), unlinks it, previews only its own launchers', async () => {
        const { launcher, landing } = await newLanding();
        const other = await newLanding();
        const linkable = await client.landing.linkableLaunchers(landing.id);
        expect(linkable.some((l) => l.id === other.launcher.id)).toBe(true);
        expect(linkable.some((l) => l.id === launcher.id)).toBe(false);

        // The client parses each answer with its schema: the landing, as the server answers it.
        expect((await client.landing.linkLauncher(landing.id, other.launcher.id)).id).toBe(
          landing.id,
        );
        const linked = await client.landing.getWithRelatedLaunchers(landing.id);
        expect(linked.relatedLaunchers?.map((l) => l.id)).toEqual([other.launcher.id]);
        expect(
          (await client.landing.linkableLaunchers(landing.id)).some(
            (l) => l.id === other.launcher.id,
          ),
        ).toBe(false);
        expect((await client.landing.unlinkLauncher(landing.id, other.launcher.id)).id).toBe(
          landing.id,
        );
        expect(
          (await client.landing.getWithRelatedLaunchers(landing.id)).relatedLaunchers ?? [],
        ).toEqual([]);

        const content = await firstTranslation(launcher.id);
        const preview = await client.landing.webServerUrl(landing.id, {
          launcherId: launcher.id,
          contentId: content.id,
        });
        expect(preview.url).toEqual(anyText);
        const unknown = await failureOf(
          client.landing.webServerUrl(landing.id, { launcherId: 999_999 }),
        );
        expect(unknown).toEqual({
          status: 400,
          message: 'launcherId must name a launcher of this landing',
        });
      });

      it('answers an unknown landing with 404 and a message', async () => {
        const failure = await failureOf(client.landing.get(999_999));
        expect(failure).toEqual({ status: 404, message: anyText });
      });
    });

    describe('launchers', () => {
      it('creates (201), edits and deletes a launcher; its translations and the landing it leads go with it', async () => {
        const templates = await client.template.list();
        const builtIn = templates.find((t) => !t.isCustom);
        if (!builtIn) throw new Error('the backend has no built-in template');
        const name = unique('Launcher');
        const answer = await raw('/api/launcher/app-store', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name, templateId: builtIn.id }),
        });
        expect(answer.status).toBe(201);
        const created = Launcher.assert(await dataOf(answer));
        expect(created).toMatchObject({ name, template: { id: builtIn.id, isCustom: false } });
        expect((await client.launcher.list()).some((l) => l.id === created.id)).toBe(true);

        const renamed = unique('Renamed');
        const updated = Launcher.assert(
          await client.launcher.update({ id: created.id, name: renamed }),
        );
        expect(updated).toMatchObject({ id: created.id, name: renamed });
        expect((await client.launcher.get(created.id)).name).toBe(renamed);

        const landing = await client.landing.create({ mainLauncherId: created.id });
        const content = await firstTranslation(created.id);
        const removed = await raw(`/api/launcher/${created.id}`, { method: 'DELETE' });
        expect(removed.status).toBe(200);
        expect(await dataOf(removed)).toEqual({ success: true });
        expect((await failureOf(client.launcher.get(created.id))).status).toBe(404);
        expect((await failureOf(client.launcherContent.get(content.id))).status).toBe(404);
        expect((await failureOf(client.landing.get(landing.id))).status).toBe(404);
        expect((await client.launcher.list()).some((l) => l.id === created.id)).toBe(false);
        expect(await failureOf(client.launcher.remove(created.id))).toEqual({
          status: 404,
          message: anyText,
        });
      });

      it('creates a custom launcher (201) on a custom template; an app-store launcher on it is 400', async () => {
        const template = await client.template.create({ code: unique('Contract'), archive: zip() });
        const answer = await raw('/api/launcher/custom', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: unique('Custom'), templateId: template.id }),
        });
        expect(answer.status).toBe(201);
        const launcher = Launcher.assert(await dataOf(answer));
        expect(launcher.templateId).toBe(template.id);
        expect((await client.launcher.get(launcher.id)).id).toBe(launcher.id);
        expect(
          (
            await failureOf(
              client.launcher.createAppStore({ name: unique('Contract'), templateId: template.id }),
            )
          ).status,
        ).toBe(400);
        await client.launcher.remove(launcher.id);
      });

      it('starts an app-store launcher with the default store facts and a web server; a custom one has none; a refused update changes nothing', async () => {
        const templates = await client.template.list();
        const builtIn = templates.find((t) => !t.isCustom)!;
        const name = `${unique('A long launcher name, longer than thirty')}`;
        const appStore = await client.launcher.createAppStore({ name, templateId: builtIn.id });
        expect(appStore.staticContent).toEqual(defaultStaticContent(name));
        expect(appStore.staticContent?.shortName).toHaveLength(30);
        expect(appStore.webServerId).toEqual(anyNumber);

        const template = await client.template.create({ code: unique('Contract'), archive: zip() });
        const custom = await client.launcher.createCustom({
          name: unique('Custom'),
          templateId: template.id,
        });
        expect(custom.staticContent ?? null).toBeNull();
        expect(custom.config).toMatchObject({ webflowHtmlTagData: '' });
        expect(custom.webServerId).toEqual(anyNumber);
        expect(
          await failureOf(
            client.launcher.update({ id: custom.id, staticContent: { developer: 'Someone' } }),
          ),
        ).toEqual({
          status: 400,
          message: 'staticContent is only kept for launchers on built-in templates',
        });
        const shortName = await client.launcher.update({
          id: custom.id,
          staticContent: { shortName: 'Short' },
        });
        expect(shortName.staticContent).toMatchObject({ shortName: 'Short' });

        expect(
          await failureOf(
            client.launcher.update({ id: appStore.id, name: 'Renamed', templateId: 999_999_999 }),
          ),
        ).toEqual({ status: 400, message: 'templateId 999999999 does not name a template' });
        expect(await client.launcher.get(appStore.id)).toEqual(appStore);
        await client.launcher.remove(custom.id);
        await client.launcher.remove(appStore.id);
      });

      it('refuses a custom launcher on a built-in template with 400 and a message', async () => {
        const builtIn = (await client.template.list()).find((t) => !t.isCustom);
        if (!builtIn) throw new Error('the backend has no built-in template');
        const failure = await failureOf(
          client.launcher.createCustom({ name: unique('Custom'), templateId: builtIn.id }),
        );
        expect(failure).toEqual({
          status: 400,
          message: 'templateId must name a custom template',
        });
      });
    });

    describe('translations', () => {
      it('makes an edited translation the base, and the former base no longer is', async () => {
        const { launcher } = await newLanding();
        const [, second] = await client.locales.list();
        if (!second) throw new Error('the backend has fewer than two locales');
        const base = await firstTranslation(launcher.id);
        const other = await client.launcherContent.create({
          launcherId: launcher.id,
          localeId: second.id,
          isDefault: false,
          designId: null,
        });
        expect(other.isDefault).toBe(false);

        const promoted = LauncherContent.assert(
          await client.launcherContent.update(other.id, { isDefault: true }),
        );
        expect(promoted.isDefault).toBe(true);
        const contents = await client.launcherContent.byLauncher(launcher.id);
        expect(contents.filter((c) => c.isDefault).map((c) => c.id)).toEqual([other.id]);
        expect(contents.find((c) => c.id === base.id)?.isDefault).toBe(false);
      });

      it('links a comment to a translation (201), lists it, unlinks it, and a second unlink is 404', async () => {
        const { launcher } = await newLanding();
        const content = await firstTranslation(launcher.id);
        // A 1×1 PNG: the server reads the icon's real type and size.
        const png = Uint8Array.from(
          atob(
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
          ),
          (c) => c.charCodeAt(0),
        );
        const commentator = await client.commentators.create({
          name: unique('Commentator'),
          icon: new File([png], 'icon.png', { type: 'image/png' }),
        });
        const comment = await client.comments.create({
          commentatorId: commentator.id,
          langId: content.localeId,
          text: 'A contract comment',
          stars: 5,
          countRated: 1,
        });

        const linked = await raw(`/api/launcher-content/${content.id}/comments/${comment.id}`, {
          method: 'POST',
        });
        expect(linked.status).toBe(201);
        expect(CommentLink.assert(await dataOf(linked))).toEqual({
          contentId: content.id,
          commentId: comment.id,
        });
        expect((await client.launcherContent.comments(content.id)).items.map((c) => c.id)).toEqual([
          comment.id,
        ]);
        expect(await client.launcherContent.unlinkComment(content.id, comment.id)).toEqual({
          success: true,
        });
        expect((await client.launcherContent.comments(content.id)).items).toEqual([]);
        expect(await client.launcherContent.linkComment(content.id, comment.id)).toEqual({
          contentId: content.id,
          commentId: comment.id,
        });
        expect((await client.launcherContent.comments(content.id)).items.map((c) => c.id)).toEqual([
          comment.id,
        ]);
        await client.launcherContent.unlinkComment(content.id, comment.id);
        expect(
          await failureOf(client.launcherContent.unlinkComment(content.id, comment.id)),
        ).toEqual({ status: 404, message: anyText });
      });

      it('creates (201), edits and deletes a translation of a launcher', async () => {
        const { launcher } = await newLanding();
        const [locale] = await client.locales.list();
        if (!locale) throw new Error('the backend has no locale');
        const answer = await raw('/api/launcher-content', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            launcherId: launcher.id,
            localeId: locale.id,
            isDefault: false,
            designId: null,
          }),
        });
        expect(answer.status).toBe(201);
        const created = LauncherContent.assert(await dataOf(answer));
        expect(created).toMatchObject({ launcherId: launcher.id, localeId: locale.id });
        expect((await client.launcher.contents(launcher.id)).map((c) => c.id)).toEqual([
          created.id,
        ]);

        const translatableContent = {
          description: 'A contract description',
          additionalInfo: ['One'],
          tags: ['contract'],
        };
        const updated = LauncherContent.assert(
          await client.launcherContent.update(created.id, { translatableContent }),
        );
        expect(updated.translatableContent).toMatchObject(translatableContent);
        expect((await client.launcherContent.get(created.id)).translatableContent).toMatchObject(
          translatableContent,
        );

        const removed = await raw(`/api/launcher-content/${created.id}`, { method: 'DELETE' });
        expect(removed.status).toBe(200);
        expect(await dataOf(removed)).toEqual({ success: true });
        expect((await failureOf(client.launcherContent.get(created.id))).status).toBe(404);
        expect(await client.launcher.contents(launcher.id)).toEqual([]);
        expect(await failureOf(client.launcherContent.remove(created.id))).toEqual({
          status: 404,
          message: anyText,
        });
      });

      it('makes a launcher’s first translation its base and refuses a second one for the same language with 409', async () => {
        const { launcher } = await newLanding();
        const first = LauncherContent.assert(await firstTranslation(launcher.id));
        expect(first.isDefault).toBe(true);
        const again = await failureOf(firstTranslation(launcher.id));
        expect(again.status).toBe(409);
        expect(again.message).toEqual(expect.any(String));
      });
    });

    describeTranslationContract({
      client: () => client,
      raw,
      newLauncher: async () => (await newLanding()).launcher,
    });

    describe('designs', () => {
      it('creates (201) a design with an icon and a screenshot, reads, reorders and deletes it', async () => {
        const created = await raw('/api/design', {
          method: 'POST',
          body: (() => {
            const form = new FormData();
            form.append('icon', pngFile('icon.png', 512, 512));
            form.append('screens', pngFile('one.png', 400, 800));
            return form;
          })(),
        });
        expect(created.status).toBe(201);
        const design = Design.assert(await dataOf(created));
        expect(design.screensData.map((s) => s.name)).toEqual(['one.png']);
        expect(design.iconUrl).toEqual(anyText);
        expect(await client.design.get(design.id)).toEqual(design);
        expect((await client.design.list()).map((d) => d.id)).toContain(design.id);

        const updated = Design.assert(
          await client.design.update(design.id, {
            screens: [
              { kind: 'new', file: pngFile('two.png', 400, 800) },
              { kind: 'existing', name: 'one.png' },
            ],
          }),
        );
        expect(updated.screensData.map((s) => s.name)).toEqual(['two.png', 'one.png']);
        expect((await client.design.get(design.id)).screensData).toEqual(updated.screensData);

        await expectDeletedOnce(
          `/api/design/${design.id}`,
          () => client.design.get(design.id),
          () => client.design.remove(design.id),
          'Design not found',
        );
      });

      it('stores a screenshot whose name is taken in the design as {fileId}-{name}, on create and update', async () => {
        const design = await client.design.create({
          icon: pngFile('icon.png', 512, 512),
          screens: [pngFile('same.png', 400, 800), pngFile('same.png', 400, 800)],
        });
        const [first, second] = design.screensData.map((s) => s.name);
        expect(first).toBe('same.png');
        expect(second).toMatch(/^.+-same\.png$/);
        expect(second).not.toBe(first);

        const updated = await client.design.update(design.id, {
          screens: [
            { kind: 'new', file: pngFile('same.png', 400, 800) },
            { kind: 'existing', name: first! },
            { kind: 'existing', name: second! },
          ],
        });
        const names = updated.screensData.map((s) => s.name);
        expect(names.slice(1)).toEqual([first, second]);
        expect(names[0]).toMatch(/^.+-same\.png$/);
        expect(new Set(names).size).toBe(3);
        expect((await client.design.get(design.id)).screensData).toEqual(updated.screensData);
        await client.design.remove(design.id);
      });

      it('refuses a screen order naming an unknown screen or a missing new file with 400', async () => {
        const design = await client.design.create({
          icon: pngFile('icon.png', 512, 512),
          screens: [pngFile('one.png', 400, 800)],
        });
        const reorder = async (finalOrder: string) => {
          const form = new FormData();
          form.append('finalOrder', finalOrder);
          const answer = await raw(`/api/design/${design.id}`, { method: 'PATCH', body: form });
          return { status: answer.status, body: (await answer.json()) as unknown };
        };
        expect(await reorder('["gone.png"]')).toEqual({
          status: 400,
          body: { message: 'finalOrder names an unknown screen "gone.png"' },
        });
        expect(await reorder('["$new:0"]')).toEqual({
          status: 400,
          body: { message: 'finalOrder names an unknown screen "$new:0"' },
        });
        expect(await reorder('[]')).toEqual({
          status: 400,
          body: { message: 'At least one screenshot is required' },
        });
        expect((await client.design.get(design.id)).screensData.map((s) => s.name)).toEqual([
          'one.png',
        ]);
        await client.design.remove(design.id);
      });

      it('refuses a design without an icon with 400 and a message', async () => {
        const form = new FormData();
        form.append('screens', pngFile('one.png', 400, 800));
        const answer = await raw('/api/design', { method: 'POST', body: form });
        expect(answer.status).toBe(400);
        expect((await answer.json()) as unknown).toEqual({ message: anyText });
      });

      it('links a design to a translation, unlinks it, and unlinking a design not linked is 404', async () => {
        const { launcher } = await newLanding();
        const translation = await firstTranslation(launcher.id);
        const design = await client.design.create({
          icon: pngFile('icon.png', 512, 512),
          screens: [pngFile('one.png', 400, 800)],
        });
        const linked = await raw(`/api/launcher-content/${translation.id}/design/${design.id}`, {
          method: 'POST',
        });
        expect(linked.status).toBe(200);
        expect(LauncherContent.assert(await dataOf(linked)).designId).toBe(design.id);
        expect((await client.launcherContent.get(translation.id)).designId).toBe(design.id);

        const unlinked = await raw(`/api/launcher-content/${translation.id}/design/${design.id}`, {
          method: 'DELETE',
        });
        expect(unlinked.status).toBe(200);
        expect(LauncherContent.assert(await dataOf(unlinked)).designId ?? null).toBeNull();
        // Through the client, which parses both answers as the translation.
        const relinked = await client.launcherContent.linkDesign(translation.id, design.id);
        expect(relinked).toMatchObject({ id: translation.id, designId: design.id });
        const reunlinked = await client.launcherContent.unlinkDesign(translation.id, design.id);
        expect({ id: reunlinked.id, designId: reunlinked.designId ?? null }).toEqual({
          id: translation.id,
          designId: null,
        });
        expect(
          await failureOf(client.launcherContent.unlinkDesign(translation.id, design.id)),
        ).toEqual({ status: 404, message: 'Design link not found' });
        expect(
          (await failureOf(client.launcherContent.linkDesign(translation.id, 999_999_999))).status,
        ).toBe(404);
        await client.design.remove(design.id);
      });
    });

    describe('commentators and comments', () => {
      const commentatorForm = (name: string) => {
        const form = new FormData();
        form.append('name', name);
        form.append('icon', pngFile('icon.png', 64, 64));
        return form;
      };

      it('creates (201), renames and deletes a commentator; one who wrote comments stays (409)', async () => {
        const name = unique('Commentator');
        const created = await raw('/api/commentators', {
          method: 'POST',
          body: commentatorForm(name),
        });
        expect(created.status).toBe(201);
        const commentator = Commentator.assert(await dataOf(created));
        expect(commentator).toMatchObject({ name, iconUrl: anyText });
        expect(await client.commentators.get(commentator.id)).toEqual(commentator);
        expect((await client.commentators.list()).map((c) => c.id)).toContain(commentator.id);

        const renamed = await client.commentators.update(commentator.id, { name: `${name}-2` });
        expect(renamed.name).toBe(`${name}-2`);
        expect((await client.commentators.get(commentator.id)).name).toBe(`${name}-2`);
        const tooShort = await failureOf(client.commentators.update(commentator.id, { name: 'x' }));
        expect(tooShort).toEqual({ status: 400, message: anyText });
        const noIcon = new FormData();
        noIcon.append('name', unique('Commentator'));
        const refused = await raw('/api/commentators', { method: 'POST', body: noIcon });
        expect(refused.status).toBe(400);
        expect((await refused.json()) as unknown).toEqual({ message: 'Icon is required' });

        const [locale] = await client.locales.list();
        const comment = await client.comments.create({
          commentatorId: commentator.id,
          langId: locale!.id,
          text: 'A contract comment',
          stars: 4,
          countRated: 2,
        });
        expect(await failureOf(client.commentators.remove(commentator.id))).toEqual({
          status: 409,
          message: 'The commentator wrote 1 comment(s)',
        });
        await client.comments.remove(comment.id);

        await expectDeletedOnce(
          `/api/commentators/${commentator.id}`,
          () => client.commentators.get(commentator.id),
          () => client.commentators.remove(commentator.id),
          'Commentator not found',
        );
      });

      it('creates (201), edits and deletes a comment; refuses an unknown commentator with 400', async () => {
        const [locale] = await client.locales.list();
        const commentator = await client.commentators.create({
          name: unique('Commentator'),
          icon: pngFile('icon.png', 64, 64),
        });
        const input = {
          commentatorId: commentator.id,
          langId: locale!.id,
          text: 'A contract comment',
          stars: 5,
          countRated: 3,
        };
        const created = await raw('/api/comments', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(input),
        });
        expect(created.status).toBe(201);
        const comment = Comment.assert(await dataOf(created));
        expect(comment).toMatchObject(input);
        expect(await client.comments.get(comment.id)).toEqual(comment);
        expect((await client.comments.list()).map((c) => c.id)).toContain(comment.id);

        const edited = await client.comments.update(comment.id, { text: 'Edited', stars: 2 });
        expect(edited).toMatchObject({ text: 'Edited', stars: 2, countRated: 3 });
        expect(await client.comments.get(comment.id)).toEqual(edited);
        // A reply is kept until it is sent again; an empty reply is stored as none.
        expect((await client.comments.update(comment.id, { reply: 'Thanks' })).reply).toBe(
          'Thanks',
        );
        expect((await client.comments.update(comment.id, { stars: 3 })).reply).toBe('Thanks');
        expect((await client.comments.update(comment.id, { reply: '' })).reply ?? null).toBeNull();
        const blank = await client.comments.create({ ...input, reply: '' });
        expect(blank.reply ?? null).toBeNull();
        await client.comments.remove(blank.id);
        // The body is checked before the comment is looked up: 400, not 404.
        const badBody = await raw('/api/comments/999999999', {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ stars: 9 }),
        });
        expect(badBody.status).toBe(400);
        expect(await failureOf(client.comments.update(999_999_999, { stars: 3 }))).toEqual({
          status: 404,
          message: 'Comment not found',
        });

        expect(
          await failureOf(client.comments.create({ ...input, commentatorId: 999_999_999 })),
        ).toEqual({ status: 400, message: 'commentatorId 999999999 does not name a commentator' });
        expect(
          await failureOf(client.comments.update(comment.id, { langId: 999_999_999 })),
        ).toEqual({ status: 400, message: 'langId 999999999 does not name a locale' });

        await expectDeletedOnce(
          `/api/comments/${comment.id}`,
          () => client.comments.get(comment.id),
          () => client.comments.remove(comment.id),
          'Comment not found',
        );
        await client.commentators.remove(commentator.id);
      });
      it('creates a batch of comments (201) or none when one names an unknown commentator (400); translates comments into new ones (201)', async () => {
        const [locale, other] = await client.locales.list();
        if (!other) throw new Error('the backend has fewer than two locales');
        const commentator = await client.commentators.create({
          name: unique('Commentator'),
          icon: pngFile('icon.png', 64, 64),
        });
        const input = (text: string) => ({
          commentatorId: commentator.id,
          langId: locale!.id,
          text,
          stars: 4,
          countRated: 1,
        });
        const before = (await client.comments.list()).length;
        const refused = await failureOf(
          client.comments.batch({
            comments: [input('First'), { ...input('Second'), commentatorId: 999_999_999 }],
          }),
        );
        expect(refused).toEqual({
          status: 400,
          message: 'commentatorId 999999999 does not name a commentator',
        });
        expect((await client.comments.list()).length).toBe(before);

        const answer = await raw('/api/comments/batch', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            comments: [input('First'), { ...input('Second'), reply: 'Thanks' }],
          }),
        });
        expect(answer.status).toBe(201);
        const batch = CommentList.assert(await dataOf(answer));
        expect(batch.map((c) => c.text)).toEqual(['First', 'Second']);

        const ids = batch.map((c) => c.id);
        const missing = await failureOf(
          client.comments.translate({
            commentIds: [ids[0]!, 999_999_999],
            targetLocaleId: other.id,
          }),
        );
        expect(missing).toEqual({ status: 404, message: 'Comment 999999999 not found' });
        expect((await client.comments.list()).length).toBe(before + 2);

        const translated = await raw('/api/comments/translate', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ commentIds: ids, targetLocaleId: other.id }),
        });
        expect(translated.status).toBe(201);
        const copies = CommentList.assert(await dataOf(translated));
        expect(copies).toHaveLength(2);
        for (const copy of copies) {
          expect(ids).not.toContain(copy.id);
          expect(copy).toMatchObject({
            langId: other.id,
            commentatorId: commentator.id,
            stars: 4,
            countRated: 1,
          });
        }
        // The sandbox translator (the server's default) marks text and reply with the code, once.
        const mark = `[${other.google_lang_code}]`;
        expect(copies.map((c) => [c.text, c.reply ?? null])).toEqual([
          [`${mark} First`, null],
          [`${mark} Second`, `${mark} Thanks`],
        ]);
        const back = CommentList.assert(
          await client.comments.translate({
            commentIds: [copies[1]!.id],
            targetLocaleId: locale!.id,
          }),
        );
        expect([back[0]!.text, back[0]!.reply]).toEqual([
          `[${locale!.google_lang_code}] Second`,
          `[${locale!.google_lang_code}] Thanks`,
        ]);
        expect((await client.comments.list()).length).toBe(before + 5);
        for (const c of [...batch, ...copies, ...back]) await client.comments.remove(c.id);
        await client.commentators.remove(commentator.id);
      });

      it('keeps the comment a copy came from (originId): batch copies name it, translations get it, a comment written here has none', async () => {
        const [locale, other] = await client.locales.list();
        if (!other) throw new Error('the backend has fewer than two locales');
        const commentator = await client.commentators.create({
          name: unique('Commentator'),
          icon: pngFile('icon.png', 64, 64),
        });
        const input = { commentatorId: commentator.id, stars: 4, countRated: 1 };
        const base = await client.comments.create({ ...input, langId: locale!.id, text: 'Base' });
        expect(Comment.assert(await dataOf(await raw(`/api/comments/${base.id}`)))).toMatchObject({
          originId: null,
        });
        const [copy] = CommentList.assert(
          await client.comments.batch({
            comments: [{ ...input, langId: other.id, text: 'Base', originId: base.id }],
          }),
        );
        expect(copy).toMatchObject({ langId: other.id, originId: base.id });
        const [translated] = CommentList.assert(
          await client.comments.translate({ commentIds: [base.id], targetLocaleId: other.id }),
        );
        expect(translated).toMatchObject({ originId: base.id });
        expect(
          await failureOf(
            client.comments.create({
              ...input,
              langId: other.id,
              text: 'Lost',
              originId: 999_999_999,
            }),
          ),
        ).toEqual({ status: 400, message: 'originId 999999999 does not name a comment' });
        await client.comments.remove(base.id);
        expect(await client.comments.get(copy!.id)).toMatchObject({ originId: null });
        for (const c of [copy!, translated!]) await client.comments.remove(c.id);
        await client.commentators.remove(commentator.id);
      });
    });

    describeUploadContract({ client: () => client, raw, unique });
    describeVersionsContract({
      client: () => client,
      raw,
      newLauncher: async () => (await newLanding()).launcher,
      unique,
    });

    describe('locales', () => {
      it('creates (201), edits and deletes a locale; a taken code is 409, a locale in use stays (409)', async () => {
        const code = unique('x').slice(0, 35);
        const answer = await raw('/api/locales', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ google_lang_code: code, displayName: 'Contract' }),
        });
        expect(answer.status).toBe(201);
        const locale = Locale.assert(await dataOf(answer));
        expect(locale).toMatchObject({ google_lang_code: code, displayName: 'Contract' });
        expect(await client.locales.get(locale.id)).toEqual(locale);
        expect((await client.locales.list()).map((l) => l.id)).toContain(locale.id);
        const renamed = await client.locales.update(locale.id, { displayName: 'Renamed' });
        expect(renamed).toEqual({ ...locale, displayName: 'Renamed' });

        const [first] = await client.locales.list();
        const duplicate = { status: 409, message: 'Such an entry already exists' };
        expect(
          await failureOf(
            client.locales.create({ google_lang_code: first!.google_lang_code, displayName: 'x' }),
          ),
        ).toEqual(duplicate);
        expect(
          await failureOf(
            client.locales.update(locale.id, { google_lang_code: first!.google_lang_code }),
          ),
        ).toEqual(duplicate);
        const { launcher } = await newLanding();
        const translation = await client.launcherContent.create({
          launcherId: launcher.id,
          localeId: locale.id,
          isDefault: true,
          designId: null,
        });
        expect(await failureOf(client.locales.remove(locale.id))).toEqual({
          status: 409,
          message: 'The locale is used by translations or comments',
        });
        await client.launcherContent.remove(translation.id);
        const badBody = await raw('/api/locales/999999999', {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ displayName: '' }),
        });
        expect(badBody.status).toBe(400);

        await expectDeletedOnce(
          `/api/locales/${locale.id}`,
          () => client.locales.get(locale.id),
          () => client.locales.remove(locale.id),
          'Locale not found',
        );
      });
    });

    describe('templates', () => {
      it('creates a custom template (listed before the built-in ones) and refuses its code in another case with 409', async () => {
        const code = unique('Contract');
        const created = Template.assert(await client.template.create({ code, archive: zip() }));
        expect(created).toMatchObject({ code, isCustom: true });
        expect((await client.template.byCode(code.toLowerCase())).id).toBe(created.id);

        const taken = await failureOf(
          client.template.create({ code: code.toUpperCase(), archive: zip() }),
        );
        expect(taken.status).toBe(409);

        const list = await client.template.list();
        const firstBuiltIn = list.findIndex((t) => !t.isCustom);
        expect(list.slice(firstBuiltIn).every((t) => !t.isCustom)).toBe(true);
        await client.template.remove(created.id);
      });

      it('an update names the version it started from: a stale one is 409 with the current template, a deleted one 404 (issue 29)', async () => {
        const code = unique('Versioned');
        const created = Template.assert(await client.template.create({ code, archive: zip() }));
        const v = Number((await client.template.get(created.id)).version);
        expect(Number.isInteger(v)).toBe(true);
        const patch = (version: number, description: string) => {
          const body = new FormData();
          body.set('description', description);
          return raw(`/api/template/${created.id}`, {
            method: 'PATCH',
            headers: { 'If-Match': `"${version}"` },
            body,
          });
        };
        expect((await patch(v, 'Theirs')).status).toBe(200);
        const stale = await patch(v, 'Mine');
        expect(stale.status).toBe(409);
        const refused = (await stale.json()) as { message?: unknown; current?: unknown };
        expect(refused.message).toEqual(expect.any(String));
        expect(Template.assert(refused.current)).toMatchObject({
          description: 'Theirs',
          version: v + 1,
        });
        await client.template.remove(created.id);
        expect((await patch(v + 1, 'Mine')).status).toBe(404);
      });

      it('refuses a description over 2000 characters with the shared schema’s 400, on create and update', async () => {
        const code = unique('Described');
        const long = 'd'.repeat(2001);
        const summaryOf = (checked: unknown) =>
          checked instanceof type.errors ? checked.summary : 'accepted';
        const created = await failureOf(
          client.template.create({ code, description: long, archive: zip() }),
        );
        expect(created).toEqual({
          status: 400,
          message: summaryOf(TemplateCreateFields({ code, description: long })),
        });
        expect(await failureOf(client.template.byCode(code))).toMatchObject({ status: 404 });

        const template = await client.template.create({ code, description: 'd', archive: zip() });
        const updated = await failureOf(client.template.update(template.id, { description: long }));
        expect(updated).toEqual({
          status: 400,
          message: summaryOf(TemplateUpdateFields({ description: long })),
        });
        expect((await client.template.get(template.id)).description).toBe('d');
        await client.template.remove(template.id);
      });

      it('keeps translations per template: with their locale, 404 through another template or for an unknown locale, 400 for what the schema refuses', async () => {
        const template = await client.template.create({ code: unique('Tr'), archive: zip() });
        const other = await client.template.create({ code: unique('Tr'), archive: zip() });
        const [locale] = await client.locales.list();
        if (!locale) throw new Error('the backend has no locale');
        const translation = await client.template.createTranslation(template.id, {
          localeId: locale.id,
          name: 'Translated',
        });
        expect(translation).toMatchObject({
          templateId: template.id,
          localeId: locale.id,
          locale,
          name: 'Translated',
        });
        expect(await client.template.translations(template.id)).toEqual([translation]);
        expect(await client.template.translations(other.id)).toEqual([]);
        const elsewhere = { status: 404, message: 'Template translation not found' };
        expect(await failureOf(client.template.getTranslation(other.id, translation.id))).toEqual(
          elsewhere,
        );
        expect(
          await failureOf(
            client.template.updateTranslation(other.id, translation.id, { name: 'X' }),
          ),
        ).toEqual(elsewhere);
        expect(
          await failureOf(client.template.removeTranslation(other.id, translation.id)),
        ).toEqual(elsewhere);
        expect(
          await failureOf(client.template.createTranslation(template.id, { localeId: 999_999 })),
        ).toEqual({ status: 404, message: 'Locale not found' });
        expect(
          await failureOf(
            client.template.updateTranslation(template.id, translation.id, { localeId: 999_999 }),
          ),
        ).toEqual({ status: 404, message: 'Locale not found' });
        const long = 'd'.repeat(2001);
        const tooLong = TemplateTranslationUpdate({ description: long });
        expect(
          await failureOf(
            client.template.updateTranslation(template.id, translation.id, { description: long }),
          ),
        ).toEqual({
          status: 400,
          message: tooLong instanceof type.errors ? tooLong.summary : 'accepted',
        });

        const renamed = await client.template.updateTranslation(template.id, translation.id, {
          description: 'Text',
        });
        expect(renamed).toMatchObject({ name: 'Translated', description: 'Text', locale });
        expect(await client.template.getTranslation(template.id, translation.id)).toEqual(renamed);
        expect(await client.template.removeTranslation(template.id, translation.id)).toEqual({
          success: true,
        });
        expect(await client.template.translations(template.id)).toEqual([]);
        await client.template.remove(template.id);
        await client.template.remove(other.id);
      });

      it('refuses a bad code, a missing, non-zip or oversize archive, and changes to built-in or used templates, storing nothing', async () => {
        const create = async (fields: Record<string, string | File>) => {
          const form = new FormData();
          for (const [name, value] of Object.entries(fields)) form.append(name, value);
          const answer = await raw('/api/template', { method: 'POST', body: form });
          return { status: answer.status, body: (await answer.json()) as unknown };
        };
        const refusal = (status: number, message: string) => ({ status, body: { message } });
        const before = (await client.template.list()).length;
        expect(await create({ code: 'with space', archive: zipFile('a.zip') })).toEqual(
          refusal(400, TEMPLATE_CODE_MESSAGES.characters),
        );
        expect(await create({ code: '', archive: zipFile('a.zip') })).toEqual(
          refusal(400, TEMPLATE_CODE_MESSAGES.required),
        );
        expect(await create({ code: 'x'.repeat(51), archive: zipFile('a.zip') })).toEqual(
          refusal(400, TEMPLATE_CODE_MESSAGES.tooLong('x'.repeat(51))),
        );
        expect(await create({ code: unique('Contract') })).toEqual(
          refusal(400, 'archive is required'),
        );
        const notZip = new File(['not a zip at all, only text'], 'a.zip', {
          type: 'application/zip',
        });
        expect(await create({ code: unique('Contract'), archive: notZip })).toEqual(
          refusal(415, 'Only .zip archives are allowed'),
        );
        const huge = zipFile('huge.zip', { minBytes: 20 * 1024 * 1024 + 1 });
        expect(await create({ code: unique('Contract'), archive: huge })).toEqual(
          refusal(413, 'File size must not exceed 20 MB'),
        );
        expect((await client.template.list()).length).toBe(before);

        const builtIn = (await client.template.list()).find((t) => !t.isCustom)!;
        expect(
          await failureOf(client.template.update(builtIn.id, { description: 'Changed' })),
        ).toEqual({ status: 403, message: 'Built-in templates cannot be changed' });
        expect(await failureOf(client.template.remove(builtIn.id))).toEqual({
          status: 403,
          message: 'Built-in templates cannot be deleted',
        });

        const custom = await client.template.create({
          code: unique('Contract'),
          archive: zipFile('site.zip'),
        });
        expect(await failureOf(client.template.update(custom.id, { code: 'bad code' }))).toEqual({
          status: 400,
          message: TEMPLATE_CODE_MESSAGES.characters,
        });
        expect(await failureOf(client.template.update(custom.id, { archive: notZip }))).toEqual({
          status: 415,
          message: 'Only .zip archives are allowed',
        });
        expect(await client.template.get(custom.id)).toEqual(custom);
        const launcher = await client.launcher.createCustom({
          name: unique('Custom'),
          templateId: custom.id,
        });
        expect(await failureOf(client.template.remove(custom.id))).toEqual({
          status: 409,
          message: 'The template is used by 1 launcher(s)',
        });
        await client.launcher.remove(launcher.id);
        await client.template.remove(custom.id);
      });
    });

    describe('health', () => {
      it('answers ok without a token (200), parsed by the client', async () => {
        const answer = await fetch(`${backend.origin}/api/health`);
        expect(answer.status).toBe(200);
        expect(HealthStatus.assert(await dataOf(answer))).toEqual({ status: 'ok' });
        expect(await client.health.check()).toEqual({ status: 'ok' });
      });
    });

    describe('domains', () => {
      it('buys a domain through the main API (201): the client parses the new domain, pending, without records, for the years asked', async () => {
        const name = `${unique('main-buy')}.org`;
        const before = Date.now();
        const domain = await client.domain.buy(name, 2);
        expect(domain).toEqual({
          id: anyNumber,
          name,
          status: 'pending',
          expireAt: anyText,
          records: [],
        });
        const expiry = new Date(domain.expireAt!);
        expect(expiry.getUTCFullYear()).toBe(new Date(before).getUTCFullYear() + 2);
        const listed = (await client.domain.list({ page: 1, size: 500 })).items.find(
          (d) => d.id === domain.id,
        );
        expect(listed?.name).toBe(name);
      });

      it('answers the paged list, and creates a record once (201) then returns the same one (200)', async () => {
        const domain = await activeDomain();
        const sub = unique('again-');
        const createRecord = (name: string) =>
          raw(`/api/domain/${domain.id}/records`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ name }),
          });
        const first = await createRecord(sub);
        expect(first.status).toBe(201);
        const record = DnsRecord.assert(await dataOf(first));
        expect(record.name).toBe(`${sub}.${domain.name}`);

        const answer = await createRecord(sub.toUpperCase());
        expect(answer.status).toBe(200);
        expect(await dataOf(answer)).toEqual(record);
        expect((await client.domain.records(domain.id)).filter((r) => r.id === record.id)).toEqual([
          record,
        ]);

        const page = await raw('/api/domain?page=1&size=200');
        const body = DomainPage.assert(await dataOf(page));
        expect(body).toMatchObject({ page: 1, size: 200 });
        const listed = body.items.find((d) => d.id === domain.id);
        expect(listed?.status).toBe('active');
        expect(DomainStatus.assert(await client.domain.status(domain.id))).toEqual({
          status: 'active',
        });
      });

      it('refuses to buy a registered domain again, in any case, with 409 and a message', async () => {
        const domain = await activeDomain();
        const answer = await raw('/api/domain', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: domain.name.toUpperCase(), years: 1 }),
        });
        expect(answer.status).toBe(409);
        expect((await answer.json()) as unknown).toEqual({ message: anyText });
      });

      it('searches the twelve sandbox TLDs in order, paged, each at the shared sandbox price for one year and two at 5% off', async () => {
        const base = unique('tld');
        const tlds = ['com', 'net', 'org', 'io', 'app', 'dev', 'shop', 'site', 'online', 'store'];
        const first = await client.registrar.available({ name: base, offset: 0, limit: 10 });
        expect(first.Domains?.map((d) => d.Name)).toEqual(tlds.map((tld) => `${base}.${tld}`));
        const rest = await client.registrar.available({ name: base, offset: 10, limit: 10 });
        expect(rest.Domains?.map((d) => d.Name)).toEqual([`${base}.xyz`, `${base}.info`]);
        for (const domain of [...(first.Domains ?? []), ...(rest.Domains ?? [])]) {
          // Both back offices price with the one sandbox pricing function.
          expect(domain.Info).toEqual(sandboxOffersFor(domain.Name));
          const [one, two] = domain.Info ?? [];
          expect(domain.Info?.map((o) => o.Duration)).toEqual([1, 2]);
          expect(one!.Price).toBeGreaterThan(0);
          // Rounded to the cent, as the server does.
          expect(two!.Price).toBe(Math.round(one!.Price * 2 * 0.95 * 100) / 100);
          expect(two!.Fee).toBe(one!.Fee);
        }
      });

      it('buys through the registrar: the domain is listed by the main API, pending until activated', async () => {
        const base = unique('reg');
        const found = AvailableDomains.assert(
          await client.registrar.available({ name: base, offset: 0, limit: 10 }),
        );
        const offer = found.Domains?.find((d) => d.Name.endsWith('.com'));
        expect(offer?.Name).toBe(`${base}.com`);
        const balance = (await client.registrar.domains()).Balance;
        const answer = await raw('/lambda/v1/domain/buy', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ domainName: offer!.Name, years: 1 }),
        });
        expect(answer.status).toBe(201);
        expect(await dataOf(answer)).toMatchObject({ Name: offer!.Name, Status: 'pending' });
        // Paid from the balance: the one-year offer plus its fee, in whole cents.
        const paid = sandboxCostCents(offer!.Name, 1);
        expect(paid).toBe(
          Math.round(offer!.Info![0]!.Price * 100) + Math.round(offer!.Info![0]!.Fee * 100),
        );
        expect(Math.round((await client.registrar.domains()).Balance * 100)).toBe(
          Math.round(balance * 100) - paid,
        );

        const page = await client.domain.list({ page: 1, size: 500 });
        const listed = page.items.find((d) => d.name === offer!.Name);
        // The backends under contract activate at once (DOMAIN_ACTIVATION_DELAY=0).
        expect(listed?.status).toBe('active');
        // A registered name is no longer offered; the other eleven TLDs still are.
        const after = await client.registrar.available({ name: base, offset: 0, limit: 20 });
        expect(after.Domains?.map((d) => d.Name)).not.toContain(offer!.Name);
        expect(after.Domains).toHaveLength(11);
        const again = await raw('/lambda/v1/domain/buy', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ domainName: offer!.Name, years: 1 }),
        });
        expect(again.status).toBe(409);
      });
    });

    describe('registrar balance', () => {
      it('refuses a purchase the balance cannot pay with 402 in the registrar shape, on every purchase call, and buys nothing', async () => {
        const poor = await backend.lowBalance();
        const tokens = createTokenStore(createMemoryStorage());
        const poorClient = createApiClient({
          apiUrl: `${poor.origin}/api`,
          trackerUrl: `${poor.origin}/tracker/v1`,
          registrarUrl: `${poor.origin}/lambda/v1`,
          tokens,
          fetch: wrapperCheckingFetch,
        });
        const session = await poorClient.tracker.login(poor.credentials);
        tokens.set({ accessToken: session.access_token, refreshToken: session.refresh_token });
        const post = (path: string, body: unknown) =>
          fetch(`${poor.origin}${path}`, {
            method: 'POST',
            headers: {
              Authorization: `Bearer ${session.access_token}`,
              'Content-Type': 'application/json',
            },
            body: JSON.stringify(body),
          });

        expect((await poorClient.registrar.domains()).Balance).toBe(1);
        const base = unique('poor');
        const name = `${base}.com`;
        const found = await poorClient.registrar.available({ name: base, offset: 0, limit: 10 });
        const yearly = found.Domains?.find((d) => d.Name === name)?.Info?.find(
          (o) => o.Duration === 1,
        );
        if (!yearly) throw new Error(`no one-year offer for ${name}`);
        const cost = (Math.round(yearly.Price * 100) + Math.round(yearly.Fee * 100)) / 100;
        const text = `Insufficient funds: the balance is $1.00, ${name} costs $${cost.toFixed(2)}`;
        const refusal = { message: { error: { error: text } }, error: text };

        for (const answer of [
          await post('/api/domain', { name, years: 1 }),
          await post('/lambda/v1/domain/buy', { domainName: name, years: 1 }),
          await post(`/lambda/v1/domain/${name}`, { years: 1 }),
        ]) {
          expect(answer.status).toBe(402);
          expect((await answer.json()) as unknown).toEqual(refusal);
        }
        const error = await poorClient.domain.buy(name).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toMatchObject({
          status: 402,
          code: 'INSUFFICIENT_FUNDS',
          serverMessage: text,
        });

        expect((await poorClient.registrar.domains()).Balance).toBe(1);
        const listed = await poorClient.domain.list({ page: 1, size: 500 });
        expect(listed.items.some((d) => d.name === name)).toBe(false);
        const again = await poorClient.registrar.available({ name: base, offset: 0, limit: 10 });
        expect(again.Domains?.map((d) => d.Name)).toContain(name);
      });
    });

    describe('registrar', () => {
      const json = (method: string, body: unknown) => ({
        method,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      /** A domain registered by name through the registrar, active at once (delay 0). */
      const registered = async (prefix: string) => {
        const name = `${unique(prefix)}.net`;
        const domain = RegistrarDomain.assert(
          await client.registrar.createDomain(name, { years: 1 }),
        );
        expect(domain).toMatchObject({ Name: name, Status: 'pending', Paused: false });
        return domain;
      };
      const mainApiDomain = async (name: string) =>
        (await client.domain.list({ page: 1, size: 500 })).items.find((d) => d.name === name);

      it('registers a domain by name (201; 409 again), answers it and its status, and lists it with the balance', async () => {
        const domain = await registered('reg-name');
        expect(domain.Nameservers.length).toBeGreaterThan(0);
        const again = await raw(`/lambda/v1/domain/${domain.Name}`, json('POST', { years: 1 }));
        expect(again.status).toBe(409);
        expect((await again.json()) as unknown).toEqual({ message: anyText });

        // Every read turns it active, the registrar's list first.
        const all = RegistrarDomains.assert(await client.registrar.domains());
        expect(all.Balance).toEqual(anyNumber);
        expect(all.Domains.find((d) => d.Name === domain.Name)?.Status).toBe('active');
        expect(await client.registrar.domain(domain.Name.toUpperCase())).toMatchObject({
          Name: domain.Name,
          Status: 'active',
          Paused: false,
          Nameservers: domain.Nameservers,
        });
        expect(RegistrarDomainStatus.assert(await client.registrar.status(domain.Name))).toEqual({
          Name: domain.Name,
          Status: 'active',
        });
        expect((await mainApiDomain(domain.Name))?.status).toBe('active');
      });

      it('refuses a search without letters or digits and a name that is not a domain with 400 and a message', async () => {
        const refusals = [
          await raw('/lambda/v1/domain/available?offset=0&limit=10&name=...'),
          await raw('/lambda/v1/domain/nodot', json('POST', { years: 1 })),
          await raw('/lambda/v1/domain/buy', json('POST', { domainName: 'nodot', years: 1 })),
        ];
        for (const answer of refusals) {
          expect(answer.status).toBe(400);
          expect((await answer.json()) as unknown).toEqual({ message: anyText });
        }
        expect(await failureOf(client.registrar.domain('nodot'))).toEqual({
          status: 404,
          message: anyText,
        });
      });

      it('answers a domain it does not hold with 404 and a message, on every domain call', async () => {
        const name = `${unique('unheld')}.com`;
        const calls = [
          () => client.registrar.domain(name),
          () => client.registrar.status(name),
          () => client.registrar.nameServers(name),
          () => client.registrar.updateNameServers(name, { nameservers: ['ns1.contract.test'] }),
          () => client.registrar.pause(name, { pause: true }),
          () => client.registrar.records(name),
          () => client.registrar.createRecord(name, { type: 'A', name: 'www', value: '192.0.2.1' }),
          () => client.registrar.record(name, 1),
          () => client.registrar.removeDomain(name),
        ];
        for (const call of calls) {
          expect(await failureOf(call())).toEqual({ status: 404, message: anyText });
        }
      });

      it('replaces the name servers (read back on the domain) and refuses a list that is not one with 400', async () => {
        const domain = await registered('reg-ns');
        expect(
          RegistrarNameServers.assert(await client.registrar.nameServers(domain.Name)),
        ).toEqual({
          Nameservers: domain.Nameservers,
        });
        const nameservers = ['ns1.contract.test', 'ns2.contract.test'];
        expect(await client.registrar.updateNameServers(domain.Name, { nameservers })).toEqual({
          Nameservers: nameservers,
        });
        expect(await client.registrar.nameServers(domain.Name)).toEqual({
          Nameservers: nameservers,
        });
        expect((await client.registrar.domain(domain.Name)).Nameservers).toEqual(nameservers);

        const bad = await raw(
          `/lambda/v1/domain/${domain.Name}/ns`,
          json('PATCH', { nameservers: 'ns1.contract.test' }),
        );
        expect(bad.status).toBe(400);
        expect((await bad.json()) as unknown).toEqual({ message: anyText });
        expect(await client.registrar.nameServers(domain.Name)).toEqual({
          Nameservers: nameservers,
        });
      });

      it('pauses a domain (paused for the registrar and the main API) and resumes it; a pause that is not true or false is 400', async () => {
        const domain = await registered('reg-pause');
        await client.registrar.domain(domain.Name);
        expect(await client.registrar.pause(domain.Name, { pause: true })).toMatchObject({
          Name: domain.Name,
          Status: 'paused',
          Paused: true,
        });
        expect((await client.registrar.status(domain.Name)).Status).toBe('paused');
        expect((await mainApiDomain(domain.Name))?.status).toBe('paused');

        expect(await client.registrar.pause(domain.Name, { pause: false })).toMatchObject({
          Status: 'active',
          Paused: false,
        });
        expect((await mainApiDomain(domain.Name))?.status).toBe('active');

        const bad = await raw(`/lambda/v1/domain/${domain.Name}/pause?pause=maybe`, {
          method: 'PATCH',
        });
        expect(bad.status).toBe(400);
        expect((await bad.json()) as unknown).toEqual({ message: anyText });
        expect((await client.registrar.domain(domain.Name)).Paused).toBe(false);
      });

      it('creates a record (201; the same name and type again is 200), lists it for the main API too, edits and deletes it', async () => {
        const domain = await activeDomain();
        const sub = unique('cname-');
        const create = (name: string, type: string) =>
          raw(
            `/lambda/v1/domain/${domain.name}/record`,
            json('POST', { type, name, value: 'target.example.net' }),
          );
        const first = await create(sub, 'cname');
        expect(first.status).toBe(201);
        const record = RegistrarRecord.assert(await dataOf(first));
        expect(record).toMatchObject({
          Name: `${sub}.${domain.name}`,
          Type: 'CNAME',
          Value: 'target.example.net',
          TTL: anyNumber,
        });
        const again = await create(`${sub}.${domain.name}`, 'CNAME');
        expect(again.status).toBe(200);
        expect(await dataOf(again)).toEqual(record);

        expect(
          RegistrarRecordList.assert(await client.registrar.records(domain.name)).filter(
            (r) => r.Id === record.Id,
          ),
        ).toEqual([record]);
        // One list of records: the main API's records of the domain hold it under the same id.
        expect((await client.domain.records(domain.id)).find((r) => r.id === record.Id)?.name).toBe(
          record.Name,
        );

        const edited = await client.registrar.updateRecord(domain.name, record.Id, {
          value: 'other.example.net',
          ttl: 600,
        });
        expect(edited).toEqual({ ...record, Value: 'other.example.net', TTL: 600 });
        expect(await client.registrar.record(domain.name, record.Id)).toEqual(edited);

        expect(await client.registrar.removeRecord(domain.name, record.Id)).toEqual({
          success: true,
        });
        expect(await failureOf(client.registrar.record(domain.name, record.Id))).toEqual({
          status: 404,
          message: anyText,
        });
        expect(await failureOf(client.registrar.removeRecord(domain.name, record.Id))).toEqual({
          status: 404,
          message: anyText,
        });
        expect((await client.domain.records(domain.id)).some((r) => r.id === record.Id)).toBe(
          false,
        );
      });

      it('refuses a record without a type, with a bad name or a bad id with 400 and a message', async () => {
        const domain = await activeDomain();
        const base = `/lambda/v1/domain/${domain.name}/record`;
        const refusals = [
          await raw(base, json('POST', { name: 'www', value: '192.0.2.1' })),
          await raw(base, json('POST', { type: 'A', name: 'bad_name!', value: '192.0.2.1' })),
          await raw(`${base}/abc`),
        ];
        for (const answer of refusals) {
          expect(answer.status).toBe(400);
          expect((await answer.json()) as unknown).toEqual({ message: anyText });
        }
      });

      it('deletes a domain (200): it is gone for both services, its records too, and an app on one of them loses its record', async () => {
        const domain = await registered('reg-gone');
        const listed = await mainApiDomain(domain.Name);
        if (!listed) throw new Error('the registered domain is not listed by the main API');
        const record = await client.domain.createRecord(listed.id, { name: 'shop' });
        const { launcher, landing } = await newLanding();
        await firstTranslation(launcher.id);
        const app = await client.pwa.create({
          name: 'On a domain that goes',
          pushService: 'firebase',
          landingId: landing.id,
          openerLink: 'https://example.com/open',
          recordId: record.id,
        });
        expect(app.record).toEqual({ id: record.id, name: record.name });

        expect(await client.registrar.removeDomain(domain.Name)).toEqual({ success: true });
        expect(await failureOf(client.registrar.domain(domain.Name))).toEqual({
          status: 404,
          message: anyText,
        });
        expect(await failureOf(client.registrar.removeDomain(domain.Name))).toEqual({
          status: 404,
          message: anyText,
        });
        expect(await mainApiDomain(domain.Name)).toBeUndefined();
        expect((await failureOf(client.domain.records(listed.id))).status).toBe(404);
        expect(await client.pwa.get(app.id)).toMatchObject({ record: null, webServerUrl: null });
        await client.pwa.remove(app.id);
      });
    });
  });
};
