import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../client/createApiClient.ts';
import { callGroups } from '../client/loadCalls.ts';
import { clientFor } from '../client/testClient.ts';
import {
  parseMultipart,
  startLoopbackServer,
  type LoopbackServer,
} from '../test-support/loopbackServer.ts';
import { createFixtures } from '../testing/fixtures.ts';

const f = createFixtures();
const file = (name: string, size = 4) => new File([new Uint8Array(size)], name);
const app = f.apps[0]!;
const landing = {
  id: 1,
  webServerId: 'ws-101',
  mainLauncher: {
    id: 1,
    name: 'Lucky Spin',
    iconUrl: null,
    previewUrl: null,
    languages: ['en'],
    template: { code: 'playstore' },
  },
  relatedLaunchers: [],
};
const launcher = { ...f.launchers[0]!, contents: [] };
const content = { ...f.contents[0]!, commentIds: undefined };
const template = f.templates[2]!;
const translation = { id: 1, templateId: 3, localeId: 2, name: 'Slots', description: null };
const locale = f.locales[0]!;
const design = f.designs[0]!;
const comment = f.comments[0]!;
const commentator = f.commentators[0]!;
const domainPage = { items: f.domains, total: f.domains.length, page: 1, size: 100 };
const user = f.user;
const registrarDomain = {
  Name: 'lucky.io',
  Status: 'active',
  ExpireAt: '2026-01-02T03:04:05.000Z',
  Paused: false,
  Nameservers: ['ns1.x.io'],
};
const registrarRecord = { Id: 7, Name: 'www.lucky.io', Type: 'A', Value: '1.2.3.4', TTL: 3600 };

type Form = Record<string, Array<string | { file: string; size: number }>>;

interface Row {
  call: string;
  invoke: (client: ApiClient) => Promise<unknown>;
  method: string;
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  form?: Form;
  bearer?: string | null;
  reply?: unknown;
}

const now = new Date('2025-01-02T03:04:05.000Z');

const rows: Row[] = [
  // pwa
  { call: 'pwa.list', invoke: (c) => c.pwa.list(), method: 'GET', path: '/api/pwa', reply: [app] },
  {
    call: 'pwa.listPage',
    invoke: (c) => c.pwa.listPage({ limit: 200, after: '41' }),
    method: 'GET',
    path: '/api/pwa',
    query: { limit: '200', after: '41' },
    reply: { items: [app], next: null },
  },
  { call: 'pwa.get', invoke: (c) => c.pwa.get(7), method: 'GET', path: '/api/pwa/7', reply: app },
  {
    call: 'pwa.create',
    invoke: (c) =>
      c.pwa.create({
        pushService: 'firebase',
        name: 'My app',
        landingId: 1,
        openerLink: 'https://o.io',
        recordId: 2,
      }),
    method: 'POST',
    path: '/api/pwa',
    json: {
      pushService: 'firebase',
      name: 'My app',
      landingId: 1,
      openerLink: 'https://o.io',
      recordId: 2,
    },
    reply: app,
  },
  {
    call: 'pwa.update',
    invoke: (c) => c.pwa.update(7, { name: 'Renamed' }),
    method: 'PATCH',
    path: '/api/pwa/7',
    json: { name: 'Renamed' },
    reply: app,
  },
  {
    call: 'pwa.remove',
    invoke: (c) => c.pwa.remove(7),
    method: 'DELETE',
    path: '/api/pwa/7',
    reply: { success: true },
  },
  {
    call: 'pwa.requestPushokApp',
    invoke: (c) => c.pwa.requestPushokApp(7),
    method: 'POST',
    path: '/api/pwa/7/pushok-app',
    json: {},
    reply: { ...app, pushokUrl: 'https://pushok.sandbox.test/apps/7-101' },
  },
  // landing
  {
    call: 'landing.list',
    invoke: (c) => c.landing.list(),
    method: 'GET',
    path: '/api/landing',
    reply: [landing],
  },
  {
    call: 'landing.listPage',
    invoke: (c) => c.landing.listPage({ limit: 50 }),
    method: 'GET',
    path: '/api/landing',
    query: { limit: '50' },
    reply: { items: [landing], next: '1' },
  },
  {
    call: 'landing.linkable',
    invoke: (c) => c.landing.linkable(),
    method: 'GET',
    path: '/api/landing/linkable',
    reply: [landing],
  },
  {
    call: 'landing.get',
    invoke: (c) => c.landing.get(4),
    method: 'GET',
    path: '/api/landing/4',
    reply: landing,
  },
  {
    call: 'landing.getWithRelatedLaunchers',
    invoke: (c) => c.landing.getWithRelatedLaunchers(4),
    method: 'GET',
    path: '/api/landing/4/with-related-launchers',
    reply: landing,
  },
  {
    call: 'landing.versions',
    invoke: (c) => c.landing.versions(4),
    method: 'GET',
    path: '/api/landing/4/versions',
    reply: [{ kind: 'content', id: 2, version: 3, updatedAt: null, updatedBy: 'Bea' }],
  },
  {
    call: 'landing.create',
    invoke: (c) => c.landing.create({ mainLauncherId: 2 }),
    method: 'POST',
    path: '/api/landing',
    json: { mainLauncherId: 2 },
    reply: landing,
  },
  {
    call: 'landing.update',
    invoke: (c) => c.landing.update(4, { mainLauncherId: 3 }),
    method: 'PATCH',
    path: '/api/landing/4',
    json: { mainLauncherId: 3 },
    reply: landing,
  },
  {
    call: 'landing.remove',
    invoke: (c) => c.landing.remove(4),
    method: 'DELETE',
    path: '/api/landing/4',
    reply: { success: true },
  },
  {
    call: 'landing.linkLauncher',
    invoke: (c) => c.landing.linkLauncher(4, 9),
    method: 'POST',
    path: '/api/landing/4/link-launcher/9',
    reply: landing,
  },
  {
    call: 'landing.unlinkLauncher',
    invoke: (c) => c.landing.unlinkLauncher(4, 9),
    method: 'DELETE',
    path: '/api/landing/4/unlink-launcher/9',
    reply: landing,
  },
  {
    call: 'landing.linkableLaunchers',
    invoke: (c) => c.landing.linkableLaunchers(4),
    method: 'GET',
    path: '/api/landing/4/linkable-launchers',
    reply: [{ id: 9, name: 'X' }],
  },
  {
    call: 'landing.webServerUrl',
    invoke: (c) => c.landing.webServerUrl(4, { launcherId: 9, contentId: 11 }),
    method: 'GET',
    path: '/api/landing/4/web-server-url',
    query: { launcherId: '9', contentId: '11' },
    reply: { url: 'https://preview.example.com/9' },
  },
  // launcher
  {
    call: 'launcher.createCustom',
    invoke: (c) =>
      c.launcher.createCustom({
        name: 'Custom one',
        templateId: 3,
        config: { webflowHtmlTagData: '<meta>' },
      }),
    method: 'POST',
    path: '/api/launcher/custom',
    json: { name: 'Custom one', templateId: 3, config: { webflowHtmlTagData: '<meta>' } },
    reply: launcher,
  },
  {
    call: 'launcher.createAppStore',
    invoke: (c) =>
      c.launcher.createAppStore({
        name: 'Store one',
        templateId: 1,
        config: { templateView: 'web' },
      }),
    method: 'POST',
    path: '/api/launcher/app-store',
    json: { name: 'Store one', templateId: 1, config: { templateView: 'web' } },
    reply: launcher,
  },
  {
    call: 'launcher.list',
    invoke: (c) => c.launcher.list(),
    method: 'GET',
    path: '/api/launcher',
    reply: [launcher],
  },
  {
    call: 'launcher.update',
    invoke: (c) => c.launcher.update({ id: 1, staticContent: { rating: 4.5 } }),
    method: 'PATCH',
    path: '/api/launcher',
    json: { id: 1, staticContent: { rating: 4.5 } },
    reply: launcher,
  },
  {
    call: 'launcher.get',
    invoke: (c) => c.launcher.get(1),
    method: 'GET',
    path: '/api/launcher/1',
    reply: launcher,
  },
  {
    call: 'launcher.remove',
    invoke: (c) => c.launcher.remove(1),
    method: 'DELETE',
    path: '/api/launcher/1',
    reply: { success: true },
  },
  {
    call: 'launcher.contents',
    invoke: (c) => c.launcher.contents(1),
    method: 'GET',
    path: '/api/launcher/1/contents',
    reply: [content],
  },
  // launcher content
  {
    call: 'launcherContent.create',
    invoke: (c) =>
      c.launcherContent.create({
        launcherId: 1,
        localeId: 2,
        isDefault: false,
        designId: 1,
        translatableContent: { description: '', additionalInfo: [], tags: [] },
      }),
    method: 'POST',
    path: '/api/launcher-content',
    json: {
      launcherId: 1,
      localeId: 2,
      isDefault: false,
      designId: 1,
      translatableContent: { description: '', additionalInfo: [], tags: [] },
    },
    reply: content,
  },
  {
    call: 'launcherContent.list',
    invoke: (c) => c.launcherContent.list(),
    method: 'GET',
    path: '/api/launcher-content',
    reply: [content],
  },
  {
    call: 'launcherContent.byLauncher',
    invoke: (c) => c.launcherContent.byLauncher(1),
    method: 'GET',
    path: '/api/launcher-content/launcher/1',
    reply: [content],
  },
  {
    call: 'launcherContent.get',
    invoke: (c) => c.launcherContent.get(5),
    method: 'GET',
    path: '/api/launcher-content/5',
    reply: content,
  },
  {
    call: 'launcherContent.update',
    invoke: (c) => c.launcherContent.update(5, { isDefault: true }),
    method: 'PATCH',
    path: '/api/launcher-content/5',
    json: { isDefault: true },
    reply: content,
  },
  {
    call: 'launcherContent.remove',
    invoke: (c) => c.launcherContent.remove(5),
    method: 'DELETE',
    path: '/api/launcher-content/5',
    reply: { success: true },
  },
  {
    call: 'launcherContent.linkComment',
    invoke: (c) => c.launcherContent.linkComment(5, 8),
    method: 'POST',
    path: '/api/launcher-content/5/comments/8',
    reply: { contentId: 5, commentId: 8 },
  },
  {
    call: 'launcherContent.unlinkComment',
    invoke: (c) => c.launcherContent.unlinkComment(5, 8),
    method: 'DELETE',
    path: '/api/launcher-content/5/comments/8',
    reply: { success: true },
  },
  {
    call: 'launcherContent.linkDesign',
    invoke: (c) => c.launcherContent.linkDesign(5, 2),
    method: 'POST',
    path: '/api/launcher-content/5/design/2',
    reply: content,
  },
  {
    call: 'launcherContent.unlinkDesign',
    invoke: (c) => c.launcherContent.unlinkDesign(5, 2),
    method: 'DELETE',
    path: '/api/launcher-content/5/design/2',
    reply: content,
  },
  {
    call: 'launcherContent.comments',
    invoke: (c) => c.launcherContent.comments(5),
    method: 'GET',
    path: '/api/launcher-content/5/comments',
    reply: [comment],
  },
  {
    call: 'launcherContent.commentsPage',
    invoke: (c) => c.launcherContent.commentsPage(5, { limit: 500, after: '17' }),
    method: 'GET',
    path: '/api/launcher-content/5/comments',
    query: { limit: '500', after: '17' },
    reply: { items: [comment], next: null },
  },
  // template
  {
    call: 'template.list',
    invoke: (c) => c.template.list(),
    method: 'GET',
    path: '/api/template',
    reply: f.templates,
  },
  {
    call: 'template.listPage',
    invoke: (c) => c.template.listPage({ limit: 100 }),
    method: 'GET',
    path: '/api/template',
    query: { limit: '100' },
    reply: { items: f.templates, next: '9' },
  },
  {
    call: 'template.create',
    invoke: (c) =>
      c.template.create({ code: 'slots8', description: 'New', archive: file('slots8.zip') }),
    method: 'POST',
    path: '/api/template',
    form: { code: ['slots8'], description: ['New'], archive: [{ file: 'slots8.zip', size: 4 }] },
    reply: template,
  },
  {
    call: 'template.get',
    invoke: (c) => c.template.get(3),
    method: 'GET',
    path: '/api/template/3',
    reply: template,
  },
  {
    call: 'template.update',
    invoke: (c) => c.template.update(3, { code: 'slots9', description: 'Changed' }),
    method: 'PATCH',
    path: '/api/template/3',
    form: { id: ['3'], code: ['slots9'], description: ['Changed'] },
    reply: template,
  },
  {
    call: 'template.remove',
    invoke: (c) => c.template.remove(3),
    method: 'DELETE',
    path: '/api/template/3',
    reply: { success: true },
  },
  {
    call: 'template.byCode',
    invoke: (c) => c.template.byCode('slots7'),
    method: 'GET',
    path: '/api/template/by-code/slots7',
    reply: template,
  },
  {
    call: 'template.createTranslation',
    invoke: (c) => c.template.createTranslation(3, { localeId: 2, name: 'Slots' }),
    method: 'POST',
    path: '/api/template/3/translations',
    json: { localeId: 2, name: 'Slots' },
    reply: translation,
  },
  {
    call: 'template.translations',
    invoke: (c) => c.template.translations(3),
    method: 'GET',
    path: '/api/template/3/translations',
    reply: [translation],
  },
  {
    call: 'template.getTranslation',
    invoke: (c) => c.template.getTranslation(3, 1),
    method: 'GET',
    path: '/api/template/3/translations/1',
    reply: translation,
  },
  {
    call: 'template.updateTranslation',
    invoke: (c) => c.template.updateTranslation(3, 1, { description: 'Beschreibung' }),
    method: 'PATCH',
    path: '/api/template/3/translations/1',
    json: { description: 'Beschreibung' },
    reply: translation,
  },
  {
    call: 'template.removeTranslation',
    invoke: (c) => c.template.removeTranslation(3, 1),
    method: 'DELETE',
    path: '/api/template/3/translations/1',
    reply: { success: true },
  },
  // locales
  {
    call: 'locales.list',
    invoke: (c) => c.locales.list(),
    method: 'GET',
    path: '/api/locales',
    reply: f.locales,
  },
  {
    call: 'locales.create',
    invoke: (c) => c.locales.create({ google_lang_code: 'it', displayName: 'Italian' }),
    method: 'POST',
    path: '/api/locales',
    json: { google_lang_code: 'it', displayName: 'Italian' },
    reply: locale,
  },
  {
    call: 'locales.get',
    invoke: (c) => c.locales.get(1),
    method: 'GET',
    path: '/api/locales/1',
    reply: locale,
  },
  {
    call: 'locales.update',
    invoke: (c) => c.locales.update(1, { displayName: 'English (US)' }),
    method: 'PATCH',
    path: '/api/locales/1',
    json: { displayName: 'English (US)' },
    reply: locale,
  },
  {
    call: 'locales.remove',
    invoke: (c) => c.locales.remove(1),
    method: 'DELETE',
    path: '/api/locales/1',
    reply: { success: true },
  },
  // design
  {
    call: 'design.create',
    invoke: (c) =>
      c.design.create(
        { icon: file('icon.png'), screens: [file('a.png'), file('b.png')], video: file('v.mp4') },
        { now },
      ),
    method: 'POST',
    path: '/api/design',
    form: {
      name: ['Design 2025-01-02T03:04:05.000Z'],
      icon: [{ file: 'icon.png', size: 4 }],
      screens: [
        { file: 'a.png', size: 4 },
        { file: 'b.png', size: 4 },
      ],
      video: [{ file: 'v.mp4', size: 4 }],
    },
    reply: design,
  },
  {
    call: 'design.list',
    invoke: (c) => c.design.list(),
    method: 'GET',
    path: '/api/design',
    reply: f.designs,
  },
  {
    call: 'design.get',
    invoke: (c) => c.design.get(1),
    method: 'GET',
    path: '/api/design/1',
    reply: design,
  },
  {
    call: 'design.update',
    invoke: (c) =>
      c.design.update(1, {
        screens: [
          { kind: 'new', file: file('n.png') },
          { kind: 'existing', name: 'screen-2.png' },
        ],
        video: null,
      }),
    method: 'PATCH',
    path: '/api/design/1',
    form: {
      screens: [{ file: 'n.png', size: 4 }],
      finalOrder: ['["$new:0","screen-2.png"]'],
      video: ['null'],
    },
    reply: design,
  },
  {
    call: 'design.remove',
    invoke: (c) => c.design.remove(1),
    method: 'DELETE',
    path: '/api/design/1',
    reply: { success: true },
  },
  // comments
  {
    call: 'comments.list',
    invoke: (c) => c.comments.list(),
    method: 'GET',
    path: '/api/comments',
    reply: f.comments,
  },
  {
    call: 'comments.create',
    invoke: (c) =>
      c.comments.create({ commentatorId: 1, langId: 1, text: 'Nice', stars: 5, countRated: 10 }),
    method: 'POST',
    path: '/api/comments',
    json: { commentatorId: 1, langId: 1, text: 'Nice', stars: 5, countRated: 10 },
    reply: comment,
  },
  {
    call: 'comments.get',
    invoke: (c) => c.comments.get(1),
    method: 'GET',
    path: '/api/comments/1',
    reply: comment,
  },
  {
    call: 'comments.update',
    invoke: (c) => c.comments.update(1, { reply: 'Thanks' }),
    method: 'PATCH',
    path: '/api/comments/1',
    json: { reply: 'Thanks' },
    reply: comment,
  },
  {
    call: 'comments.remove',
    invoke: (c) => c.comments.remove(1),
    method: 'DELETE',
    path: '/api/comments/1',
    reply: { success: true },
  },
  {
    call: 'comments.translate',
    invoke: (c) => c.comments.translate({ commentIds: [1, 2], targetLocaleId: 3 }),
    method: 'POST',
    path: '/api/comments/translate',
    json: { commentIds: [1, 2], targetLocaleId: 3 },
    reply: [comment],
  },
  {
    call: 'comments.batch',
    invoke: (c) =>
      c.comments.batch({
        comments: [{ commentatorId: 1, langId: 2, text: 'Gut', stars: 4, countRated: 3 }],
      }),
    method: 'POST',
    path: '/api/comments/batch',
    json: { comments: [{ commentatorId: 1, langId: 2, text: 'Gut', stars: 4, countRated: 3 }] },
    reply: [comment],
  },
  // commentators
  {
    call: 'commentators.list',
    invoke: (c) => c.commentators.list(),
    method: 'GET',
    path: '/api/commentators',
    reply: f.commentators,
  },
  {
    call: 'commentators.create',
    invoke: (c) => c.commentators.create({ name: 'Anna', icon: file('anna.png') }),
    method: 'POST',
    path: '/api/commentators',
    form: { name: ['Anna'], icon: [{ file: 'anna.png', size: 4 }] },
    reply: { id: 4 },
  },
  {
    call: 'commentators.get',
    invoke: (c) => c.commentators.get(1),
    method: 'GET',
    path: '/api/commentators/1',
    reply: commentator,
  },
  {
    call: 'commentators.update',
    invoke: (c) => c.commentators.update(1, { name: 'Anna B.' }),
    method: 'PATCH',
    path: '/api/commentators/1',
    form: { name: ['Anna B.'] },
    reply: commentator,
  },
  {
    call: 'commentators.remove',
    invoke: (c) => c.commentators.remove(1),
    method: 'DELETE',
    path: '/api/commentators/1',
    reply: { success: true },
  },
  // domain
  {
    call: 'domain.list',
    invoke: (c) => c.domain.list({ size: 200 }),
    method: 'GET',
    path: '/api/domain',
    query: { page: '1', size: '200' },
    reply: { ...domainPage, size: 200 },
  },
  {
    call: 'domain.buy',
    invoke: (c) => c.domain.buy('shop.io'),
    method: 'POST',
    path: '/api/domain',
    json: { name: 'shop.io', years: 1 },
    reply: { id: 9, name: 'shop.io', status: 'pending', expireAt: null, records: [] },
  },
  {
    call: 'domain.records',
    invoke: (c) => c.domain.records(1),
    method: 'GET',
    path: '/api/domain/1/records',
    reply: [{ id: 1, name: 'spin.example.com' }],
  },
  {
    call: 'domain.createRecord',
    invoke: (c) => c.domain.createRecord(1, { name: 'shop' }),
    method: 'POST',
    path: '/api/domain/1/records',
    json: { name: 'shop' },
    reply: { id: 3, name: 'shop.example.com' },
  },
  {
    call: 'domain.status',
    invoke: (c) => c.domain.status(1),
    method: 'GET',
    path: '/api/domain/1/status',
    reply: { status: 'ACTIVE' },
  },
  {
    call: 'health.check',
    invoke: (c) => c.health.check(),
    method: 'GET',
    path: '/api/health',
    reply: { status: 'ok' },
  },
  // registrar
  {
    call: 'registrar.domains',
    invoke: (c) => c.registrar.domains(),
    method: 'GET',
    path: '/lambda/v1/domain',
    reply: { Domains: [registrarDomain], Balance: 87.5 },
  },
  {
    call: 'registrar.available',
    invoke: (c) => c.registrar.available({ name: 'lucky' }),
    method: 'GET',
    path: '/lambda/v1/domain/available',
    query: { offset: '0', limit: '10', name: 'lucky' },
    reply: { Domains: [{ Name: 'lucky.io', Info: [{ Duration: 1, Price: 30, Fee: 0.5 }] }] },
  },
  {
    call: 'registrar.buy',
    invoke: (c) => c.registrar.buy({ domainName: 'lucky.io', years: 1 }),
    method: 'POST',
    path: '/lambda/v1/domain/buy',
    json: { domainName: 'lucky.io', years: 1 },
    reply: registrarDomain,
  },
  {
    call: 'registrar.domain',
    invoke: (c) => c.registrar.domain('lucky.io'),
    method: 'GET',
    path: '/lambda/v1/domain/lucky.io',
    reply: registrarDomain,
  },
  {
    call: 'registrar.createDomain',
    invoke: (c) => c.registrar.createDomain('lucky.io', { years: 1 }),
    method: 'POST',
    path: '/lambda/v1/domain/lucky.io',
    json: { years: 1 },
    reply: registrarDomain,
  },
  {
    call: 'registrar.removeDomain',
    invoke: (c) => c.registrar.removeDomain('lucky.io'),
    method: 'DELETE',
    path: '/lambda/v1/domain/lucky.io',
    reply: { success: true },
  },
  {
    call: 'registrar.nameServers',
    invoke: (c) => c.registrar.nameServers('lucky.io'),
    method: 'GET',
    path: '/lambda/v1/domain/lucky.io/ns',
    reply: { Nameservers: ['ns1.x.io'] },
  },
  {
    call: 'registrar.updateNameServers',
    invoke: (c) => c.registrar.updateNameServers('lucky.io', { nameservers: ['ns1.x.io'] }),
    method: 'PATCH',
    path: '/lambda/v1/domain/lucky.io/ns',
    json: { nameservers: ['ns1.x.io'] },
    reply: { Nameservers: ['ns1.x.io'] },
  },
  {
    call: 'registrar.pause',
    invoke: (c) => c.registrar.pause('lucky.io', { pause: true }),
    method: 'PATCH',
    path: '/lambda/v1/domain/lucky.io/pause',
    query: { pause: 'true' },
    reply: { ...registrarDomain, Status: 'paused', Paused: true },
  },
  {
    call: 'registrar.records',
    invoke: (c) => c.registrar.records('lucky.io'),
    method: 'GET',
    path: '/lambda/v1/domain/lucky.io/record',
    reply: [registrarRecord],
  },
  {
    call: 'registrar.createRecord',
    invoke: (c) =>
      c.registrar.createRecord('lucky.io', { type: 'A', name: 'www', value: '1.2.3.4' }),
    method: 'POST',
    path: '/lambda/v1/domain/lucky.io/record',
    json: { type: 'A', name: 'www', value: '1.2.3.4' },
    reply: registrarRecord,
  },
  {
    call: 'registrar.record',
    invoke: (c) => c.registrar.record('lucky.io', 7),
    method: 'GET',
    path: '/lambda/v1/domain/lucky.io/record/7',
    reply: registrarRecord,
  },
  {
    call: 'registrar.updateRecord',
    invoke: (c) => c.registrar.updateRecord('lucky.io', 7, { value: '5.6.7.8' }),
    method: 'PATCH',
    path: '/lambda/v1/domain/lucky.io/record/7',
    json: { value: '5.6.7.8' },
    reply: { ...registrarRecord, Value: '5.6.7.8' },
  },
  {
    call: 'registrar.removeRecord',
    invoke: (c) => c.registrar.removeRecord('lucky.io', 7),
    method: 'DELETE',
    path: '/lambda/v1/domain/lucky.io/record/7',
    reply: { success: true },
  },
  {
    call: 'registrar.status',
    invoke: (c) => c.registrar.status('lucky.io'),
    method: 'GET',
    path: '/lambda/v1/domain/lucky.io/status',
    reply: { Name: 'lucky.io', Status: 'active' },
  },
  // tracker
  {
    call: 'tracker.login',
    invoke: (c) => c.tracker.login({ email: 'a@b.co', password: 'secret123' }),
    method: 'POST',
    path: '/tracker/v1/login',
    json: { email: 'a@b.co', password: 'secret123' },
    bearer: null,
    reply: { access_token: 'access-token', refresh_token: 'refresh-token' },
  },
  {
    call: 'tracker.refresh',
    invoke: (c) => c.tracker.refresh(),
    method: 'POST',
    path: '/tracker/v1/refresh',
    bearer: 'refresh-token',
    reply: { access_token: 'access-token' },
  },
  {
    call: 'tracker.user',
    invoke: (c) => c.tracker.user(),
    method: 'GET',
    path: '/tracker/v1/user',
    reply: user,
  },
  {
    call: 'tracker.updateUser',
    invoke: (c) => c.tracker.updateUser({ name: 'Olga' }),
    method: 'PUT',
    path: '/tracker/v1/user',
    json: { name: 'Olga' },
    reply: user,
  },
  {
    call: 'tracker.createUser',
    invoke: (c) => c.tracker.createUser({ name: 'New', email: 'n@b.co', password: 'secret123' }),
    method: 'POST',
    path: '/tracker/v1/user',
    json: { name: 'New', email: 'n@b.co', password: 'secret123' },
    reply: user,
  },
  {
    call: 'tracker.changePassword',
    invoke: (c) => c.tracker.changePassword({ oldPassword: 'secret123', newPassword: 'secret456' }),
    method: 'PUT',
    path: '/tracker/v1/user/change-password',
    json: { oldPassword: 'secret123', newPassword: 'secret456' },
    reply: { success: true },
  },
  {
    call: 'tracker.getUser',
    invoke: (c) => c.tracker.getUser(2),
    method: 'GET',
    path: '/tracker/v1/user/2',
    reply: user,
  },
  {
    call: 'tracker.users',
    invoke: (c) => c.tracker.users({ search: 'olga', page: 2 }),
    method: 'GET',
    path: '/tracker/v1/users',
    query: { search: 'olga', page: '2' },
    reply: { items: [user], total: 1, page: 2, size: 100 },
  },
  {
    call: 'tracker.logout',
    invoke: (c) => c.tracker.logout(),
    method: 'POST',
    path: '/tracker/v1/logout',
    reply: { success: true },
  },
];

let server: LoopbackServer;
let reply: unknown;
beforeAll(async () => {
  server = await startLoopbackServer(() =>
    reply === undefined ? { status: 204 } : { json: reply },
  );
});
afterAll(async () => {
  await server.close();
});

describe('every call function', () => {
  it.each(rows)('$call sends $method $path', async (row) => {
    const { client } = clientFor(server, { access: 'access-token', refresh: 'refresh-token' });
    reply = row.reply;
    const before = server.requests.length;

    await row.invoke(client);

    const sent = server.requests.slice(before);
    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    expect(request.method).toBe(row.method);
    expect(request.pathname).toBe(row.path);
    expect(request.query).toEqual(row.query ?? {});
    expect(request.authorization ?? null).toBe(
      row.bearer === undefined
        ? 'Bearer access-token'
        : row.bearer === null
          ? null
          : `Bearer ${row.bearer}`,
    );
    if (row.form) {
      expect(String(request.headers['content-type'])).toMatch(/^multipart\/form-data/);
      expect(await parseMultipart(request)).toEqual(row.form);
    } else {
      expect(request.json).toEqual(row.json);
      if (row.json === undefined) expect(request.body.length).toBe(0);
    }
  });

  it('the table covers every call function of the client', () => {
    const { client } = clientFor(server);
    // The client's groups load their functions on the first call: list the loaded groups.
    const groups = callGroups(client.transport, {
      refresh: client.transport.refresh,
      sessionStarted: client.transport.sessionStarted,
      accessToken: () => client.tokens.access(),
    });
    const all = Object.entries(groups).flatMap(([group, calls]) =>
      Object.keys(calls).map((name) => `${group}.${name}`),
    );
    for (const group of Object.keys(groups)) expect(client).toHaveProperty(group);
    expect(rows.map((r) => r.call).sort()).toEqual(all.sort());
  });
});
