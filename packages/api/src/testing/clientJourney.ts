import { createApiClient, type ApiClient } from '../client/createApiClient.ts';
import { createMemoryStorage } from '../client/storage.ts';
import { storeReportedTokens } from '../client/storeReportedTokens.ts';
import { createTokenStore, type TokenStore } from '../client/tokens.ts';
import { zipFile } from './archives.ts';
import { pngFile } from './images.ts';

/**
 * A signed-in client of the mock back office at http://console.test, and one valid use of every
 * call of the client: the kit's own tests and its answer-shape tests walk the same journey.
 */

/** Each client's token store: these tests stand in for the session, which owns the tokens. */
const stores = new WeakMap<ApiClient, TokenStore>();

/** Signs in as the session does: the client answers the tokens, the owner stores them. */
const signIn = async (client: ApiClient, password = 'secret123') => {
  const session = await client.tracker.login({ email: 'operator@example.com', password });
  stores.get(client)?.set({
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
  });
  return session;
};

/** A signed-in client: the mock, as the server, answers 401 to a call without a token. */
export const clientWith = (
  tokens: Record<string, string> = { accessToken: 'access-1', refreshToken: 'refresh-1' },
) => {
  const storage = createMemoryStorage(tokens);
  const client = createApiClient({
    apiUrl: 'http://console.test/api',
    trackerUrl: 'http://console.test/tracker/v1',
    registrarUrl: 'http://console.test/lambda/v1',
    storage,
  });
  const store = createTokenStore(storage);
  storeReportedTokens(client, store);
  stores.set(client, store);
  return { client, storage };
};

/** The mock checks uploads as the server does: a real 512x512 icon, real screenshots. */
const icon = (name: string) => pngFile(name, 512, 512);
const png = (name: string) => pngFile(name, 90, 160);

/** One valid use of every call, in an order that leaves removals for last. */
export const journey: Array<(c: ApiClient) => Promise<unknown>> = [
  (c) => c.health.check(),
  (c) => signIn(c),
  (c) => c.tracker.refresh(),
  (c) => c.tracker.user(),
  (c) => c.tracker.updateUser({ name: 'Olga O.' }),
  (c) => c.tracker.createUser({ name: 'New', email: 'new@example.com', password: 'secret123' }),
  (c) => c.tracker.changePassword({ oldPassword: 'secret123', newPassword: 'secret456' }),
  (c) => c.tracker.getUser(1),
  (c) => c.tracker.users({ search: 'olga' }),
  (c) => c.pwa.list(),
  (c) => c.pwa.listPage({ limit: 2 }),
  (c) => c.pwa.get(1),
  (c) =>
    c.pwa.create({
      pushService: 'firebase',
      name: 'New app',
      landingId: 3,
      openerLink: 'https://o.example.com',
      recordId: 1,
    }),
  (c) => c.pwa.requestPushokApp(3),
  (c) => c.pwa.update(3, { name: 'Renamed app' }),
  (c) => c.landing.list(),
  (c) => c.landing.listPage({ limit: 2 }),
  (c) => c.landing.linkable(),
  (c) => c.landing.get(1),
  (c) => c.landing.getWithRelatedLaunchers(1),
  (c) => c.landing.linkableLaunchers(1),
  (c) => c.landing.linkLauncher(1, 3),
  (c) => c.landing.unlinkLauncher(1, 3),
  (c) => c.landing.webServerUrl(1, { launcherId: 1, contentId: 1 }),
  (c) => c.launcher.list(),
  (c) => c.launcher.get(1),
  (c) => c.launcher.contents(1),
  (c) => c.launcher.createCustom({ name: 'Custom launcher', templateId: 3 }),
  (c) =>
    c.launcher.createAppStore({
      name: 'Store launcher',
      templateId: 1,
      config: { templateView: 'web' },
    }),
  (c) => c.launcher.update({ id: 1, name: 'Lucky Spin 2', staticContent: { rating: 4.2 } }),
  (c) => c.landing.create({ mainLauncherId: 5 }),
  (c) => c.landing.update(4, { mainLauncherId: 6 }),
  (c) => c.launcherContent.list(),
  (c) => c.launcherContent.byLauncher(1),
  (c) => c.launcherContent.get(1),
  (c) => c.launcherContent.create({ launcherId: 1, localeId: 4, isDefault: false, designId: 1 }),
  (c) =>
    c.launcherContent.update(6, {
      translatableContent: {
        description: 'Tournez la roue et gagnez chaque jour.',
        additionalInfo: [],
        tags: [],
      },
    }),
  (c) => c.launcherContent.comments(1),
  (c) => c.launcherContent.commentsPage(1, { limit: 2 }),
  (c) => c.launcherContent.linkComment(6, 1),
  (c) => c.launcherContent.unlinkComment(6, 1),
  (c) => c.launcherContent.linkDesign(6, 2),
  (c) => c.launcherContent.unlinkDesign(6, 2),
  (c) => c.template.list(),
  (c) => c.template.listPage({ limit: 2 }),
  (c) => c.template.get(3),
  (c) => c.template.byCode('slots7'),
  (c) =>
    c.template.create({
      code: 'neon',
      description: 'Neon',
      archive: zipFile('neon.zip'),
    }),
  (c) => c.template.update(5, { description: 'Neon lights' }),
  (c) => c.template.translations(3),
  (c) => c.template.createTranslation(3, { localeId: 3, name: 'Tragamonedas' }),
  (c) => c.template.getTranslation(3, 2),
  (c) => c.template.updateTranslation(3, 2, { description: 'Clásico' }),
  (c) => c.locales.list(),
  (c) => c.locales.get(1),
  (c) => c.locales.create({ google_lang_code: 'it', displayName: 'Italian' }),
  (c) => c.locales.update(7, { displayName: 'Italiano' }),
  (c) => c.design.list(),
  (c) => c.design.get(1),
  (c) => c.design.create({ icon: icon('icon.png'), screens: [png('a.png'), png('b.png')] }),
  (c) =>
    c.design.update(3, {
      screens: [
        { kind: 'new', file: png('c.png') },
        { kind: 'existing', name: 'a.png' },
      ],
      video: null,
    }),
  (c) => c.comments.list(),
  (c) => c.comments.get(1),
  (c) =>
    c.comments.create({
      commentatorId: 1,
      langId: 4,
      text: 'Super jeu !',
      stars: 5,
      countRated: 10,
    }),
  (c) => c.comments.update(5, { reply: 'Merci !' }),
  (c) => c.comments.translate({ commentIds: [1, 2], targetLocaleId: 4 }),
  (c) =>
    c.comments.batch({
      comments: [{ commentatorId: 2, langId: 4, text: 'Très bien', stars: 4, countRated: 3 }],
    }),
  (c) => c.commentators.list(),
  (c) => c.commentators.get(1),
  (c) => c.commentators.create({ name: 'Pierre', icon: png('p.png') }),
  (c) => c.commentators.update(4, { name: 'Pierre D.' }),
  (c) => c.domain.list({ size: 200 }),
  (c) => c.domain.records(1),
  (c) => c.domain.createRecord(1, { name: 'shop' }),
  (c) => c.domain.buy('brand-new.io'),
  (c) => c.domain.status(5),
  (c) => c.registrar.available({ name: 'lucky' }),
  (c) => c.registrar.buy({ domainName: 'lucky.net', years: 1 }),
  (c) => c.registrar.domains(),
  (c) => c.registrar.domain('example.com'),
  (c) => c.registrar.createDomain('fresh.io'),
  (c) => c.registrar.nameServers('example.com'),
  (c) => c.registrar.updateNameServers('example.com', { nameservers: ['ns1.x.io'] }),
  (c) => c.registrar.pause('example.com', { pause: true }),
  (c) => c.registrar.createRecord('example.com', { type: 'A', name: 'www', value: '1.2.3.4' }),
  (c) => c.registrar.records('example.com'),
  (c) => c.registrar.record('example.com', 1),
  (c) => c.registrar.updateRecord('example.com', 1, { value: '5.6.7.8' }),
  (c) => c.registrar.removeRecord('example.com', 1),
  (c) => c.registrar.status('example.com'),
  (c) => c.registrar.removeDomain('example.com'),
  (c) => c.template.removeTranslation(3, 2),
  (c) => c.template.remove(5),
  (c) => c.locales.remove(7),
  (c) => c.design.remove(3),
  (c) => c.comments.remove(5),
  (c) => c.commentators.remove(4),
  (c) => c.launcherContent.remove(6),
  (c) => c.landing.remove(4),
  (c) => c.launcher.remove(6),
  (c) => c.pwa.remove(3),
  (c) => c.tracker.logout(),
];
