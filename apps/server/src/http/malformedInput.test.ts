import { ErrorBody, LandingList, LauncherContentList, WebServerUrl } from '@landing/api/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { data, operatorClient, type HttpClient, messageOf } from '../testing/client.ts';
import { demoIds } from '../testing/demo.ts';
import { form, png, pngClaiming, templateZip } from '../testing/fixtures.ts';
import { startTestServer } from '../testing/testServer.ts';

const tooBig = 2_147_483_648;
const nul = 'a\u0000b';
const text = (length: number) => 'x'.repeat(length);

/**
 * One malformed request: what it sends, the field its answer must name and the status (400
 * unless said). `body` may be a function for multipart bodies, built afresh for the call.
 */
type Case = {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  field: string;
  status?: number;
};

type Fixture = {
  ids: Awaited<ReturnType<typeof demoIds>>;
  landingId: number;
  launcherId: number;
  contentId: number;
  templateId: number;
  previewPath: string;
};

/** `fields` plus one more, `key`, holding 900 KB of `open`…`close` nesting, as JSON text. */
const nested = (fields: object, key: string, open: string, close: string) => {
  const depth = Math.floor((900 * 1024) / (open.length + close.length));
  const json = JSON.stringify(fields);
  return `${json.slice(0, -1)},"${key}":${open.repeat(depth)}0${close.repeat(depth)}}`;
};

/** Ids written in anything but plain decimal: `Number()` takes every one of them. */
const notPlainDecimal = ['01', '1e0', '+1', '%201', '0x1', '1.0', '-1', '0', 'abc'];

function cases({
  ids,
  landingId,
  launcherId,
  contentId,
  templateId,
  previewPath,
}: Fixture): Case[] {
  const comment = {
    commentatorId: ids.commentatorId,
    langId: ids.locale('en').id,
    text: 'Fine',
    stars: 4,
    countRated: 1,
  };
  const appStore = { name: 'Valid name', templateId: ids.builtInTemplateId };
  const translation = {
    launcherId,
    localeId: ids.locale('fr').id,
    isDefault: false,
    designId: null,
  };
  const content = { description: text(25), additionalInfo: [], tags: [] };
  const buy = { domainName: 'fine-name.com', years: 1 };

  const idForms: Case[] = notPlainDecimal.map((raw) => ({
    name: `launcher id written ${JSON.stringify(raw)}`,
    method: 'GET',
    path: `/api/launcher/${raw}`,
    field: 'id',
  }));

  // Every family of `/{id}` routes, with an id PostgreSQL `integer` cannot hold.
  const idFamilies: Case[] = [
    '/api/launcher',
    '/api/template',
    '/api/landing',
    '/api/pwa',
    '/api/design',
    '/api/comments',
    '/api/commentators',
    '/api/locales',
    '/api/launcher-content',
    '/api/domain',
    '/tracker/v1/user',
  ].map((family) => ({
    name: `id above 2^31-1 in ${family}/{id}`,
    method: 'GET',
    path: `${family}/${tooBig}`,
    field: 'id',
  }));

  return [
    ...idForms,
    ...idFamilies,
    {
      name: 'id of 20 digits',
      method: 'GET',
      path: '/api/template/99999999999999999999',
      field: 'id',
    },
    {
      name: 'id above 2^31-1 in a DELETE',
      method: 'DELETE',
      path: `/api/comments/${tooBig}`,
      field: 'id',
    },
    // Second ids in a path.
    {
      name: 'linked launcher id above 2^31-1',
      method: 'POST',
      path: `/api/landing/${landingId}/link-launcher/${tooBig}`,
      field: 'launcherId',
    },
    {
      name: 'unlinked launcher id in hexadecimal',
      method: 'DELETE',
      path: `/api/landing/${landingId}/unlink-launcher/0x1`,
      field: 'launcherId',
    },
    {
      name: 'linked comment id above 2^31-1',
      method: 'POST',
      path: `/api/launcher-content/${contentId}/comments/${tooBig}`,
      field: 'commentId',
    },
    {
      name: 'linked design id with an exponent',
      method: 'POST',
      path: `/api/launcher-content/${contentId}/design/1e3`,
      field: 'designId',
    },
    {
      name: 'template translation id with a sign',
      method: 'GET',
      path: `/api/template/${templateId}/translations/+1`,
      field: 'translationId',
    },
    {
      name: 'registrar record id above 2^31-1',
      method: 'GET',
      path: `/lambda/v1/domain/lucky-games.net/record/${tooBig}`,
      field: 'recordId',
    },
    {
      name: 'contents of a launcher id above 2^31-1',
      method: 'GET',
      path: `/api/launcher-content/launcher/${tooBig}`,
      field: 'launcherId',
    },
    // Query parameters.
    { name: 'page=1e308', method: 'GET', path: '/tracker/v1/users?page=1e308', field: 'page' },
    {
      name: 'page beyond the last possible',
      method: 'GET',
      path: '/tracker/v1/users?page=99999999',
      field: 'page',
    },
    { name: 'page=0', method: 'GET', path: '/tracker/v1/users?page=0', field: 'page' },
    { name: 'page=-1', method: 'GET', path: '/tracker/v1/users?page=-1', field: 'page' },
    { name: 'page=01', method: 'GET', path: '/tracker/v1/users?page=01', field: 'page' },
    { name: 'page=abc', method: 'GET', path: '/api/domain?page=abc', field: 'page' },
    { name: 'size=1e308', method: 'GET', path: '/tracker/v1/users?size=1e308', field: 'size' },
    { name: 'size=0', method: 'GET', path: '/api/domain?size=0', field: 'size' },
    { name: 'size=501', method: 'GET', path: '/api/domain?size=501', field: 'size' },
    {
      name: 'NUL in a query parameter',
      method: 'GET',
      path: '/tracker/v1/users?search=a%00b',
      field: 'search',
    },
    {
      name: 'a search of 1001 characters',
      method: 'GET',
      path: `/tracker/v1/users?search=${text(1001)}`,
      field: 'search',
    },
    {
      name: 'preview launcherId above 2^31-1',
      method: 'GET',
      path: `/api/landing/${landingId}/web-server-url?launcherId=${tooBig}`,
      field: 'launcherId',
    },
    {
      name: 'preview launcherId with a leading zero',
      method: 'GET',
      path: `/api/landing/${landingId}/web-server-url?launcherId=0${launcherId}`,
      field: 'launcherId',
    },
    {
      name: 'registrar offset below zero',
      method: 'GET',
      path: '/lambda/v1/domain/available?name=fine&offset=-1',
      field: 'offset',
    },
    {
      name: 'registrar limit with an exponent',
      method: 'GET',
      path: '/lambda/v1/domain/available?name=fine&limit=1e1',
      field: 'limit',
    },
    {
      name: 'NUL in a registrar search name',
      method: 'GET',
      path: '/lambda/v1/domain/available?name=a%00b',
      field: 'name',
    },
    // Paths.
    {
      name: 'NUL in a registrar domain name',
      method: 'GET',
      path: '/lambda/v1/domain/ex%00ample.com',
      field: 'path',
    },
    {
      name: 'NUL in a registrar domain name of a record call',
      method: 'POST',
      path: '/lambda/v1/domain/ex%00ample.com/record',
      body: { type: 'A', name: 'www', value: '1.2.3.4' },
      field: 'path',
    },
    {
      name: 'a % that is no percent-encoding in a preview path',
      method: 'GET',
      path: `${previewPath}100%.css`,
      field: 'path',
    },
    // Whole bodies of the wrong shape.
    {
      name: 'an array where the comment object belongs',
      method: 'POST',
      path: '/api/comments',
      body: [comment],
      field: 'body',
    },
    {
      name: 'a string where the landing object belongs',
      method: 'POST',
      path: '/api/landing',
      body: '"landing"',
      field: 'body',
    },
    {
      name: 'a body that is no JSON',
      method: 'POST',
      path: '/api/locales',
      body: '{"google_lang_code":',
      field: 'JSON',
    },
    // Comments.
    {
      name: 'commentatorId above 2^31-1',
      method: 'POST',
      path: '/api/comments',
      body: { ...comment, commentatorId: tooBig },
      field: 'commentatorId',
    },
    {
      name: 'langId above 2^31-1',
      method: 'POST',
      path: '/api/comments',
      body: { ...comment, langId: 1e15 },
      field: 'langId',
    },
    {
      name: 'langId as a string',
      method: 'POST',
      path: '/api/comments',
      body: { ...comment, langId: '1' },
      field: 'langId',
    },
    {
      name: 'negative commentatorId',
      method: 'POST',
      path: '/api/comments',
      body: { ...comment, commentatorId: -1 },
      field: 'commentatorId',
    },
    {
      name: 'countRated above 2^31-1',
      method: 'POST',
      path: '/api/comments',
      body: { ...comment, countRated: tooBig },
      field: 'countRated',
    },
    {
      name: 'negative countRated',
      method: 'POST',
      path: '/api/comments',
      body: { ...comment, countRated: -1 },
      field: 'countRated',
    },
    {
      name: 'fractional countRated',
      method: 'POST',
      path: '/api/comments',
      body: { ...comment, countRated: 1.5 },
      field: 'countRated',
    },
    {
      name: 'six stars',
      method: 'POST',
      path: '/api/comments',
      body: { ...comment, stars: 6 },
      field: 'stars',
    },
    {
      name: 'stars as a string',
      method: 'POST',
      path: '/api/comments',
      body: { ...comment, stars: '5' },
      field: 'stars',
    },
    {
      name: 'comment text as a number',
      method: 'POST',
      path: '/api/comments',
      body: { ...comment, text: 42 },
      field: 'text',
    },
    {
      name: 'empty comment text',
      method: 'POST',
      path: '/api/comments',
      body: { ...comment, text: '' },
      field: 'text',
    },
    {
      name: 'comment text of 501 characters',
      method: 'POST',
      path: '/api/comments',
      body: { ...comment, text: text(501) },
      field: 'text',
    },
    {
      name: 'NUL in comment text',
      method: 'POST',
      path: '/api/comments',
      body: { ...comment, text: nul },
      field: 'text',
    },
    {
      name: 'NUL in comment reply',
      method: 'POST',
      path: '/api/comments',
      body: { ...comment, reply: nul },
      field: 'reply',
    },
    {
      name: 'a reply of 1001 characters',
      method: 'POST',
      path: '/api/comments',
      body: { ...comment, reply: text(1001) },
      field: 'reply',
    },
    {
      name: 'a comment update with stars 0',
      method: 'PATCH',
      path: `/api/comments/1`,
      body: { stars: 0 },
      field: 'stars',
    },
    {
      name: 'an empty batch',
      method: 'POST',
      path: '/api/comments/batch',
      body: { comments: [] },
      field: 'comments',
    },
    {
      name: 'a batch of 101 comments',
      method: 'POST',
      path: '/api/comments/batch',
      body: { comments: Array.from({ length: 101 }, () => comment) },
      field: 'comments',
    },
    {
      name: 'a batch that is an object',
      method: 'POST',
      path: '/api/comments/batch',
      body: { comments: comment },
      field: 'comments',
    },
    {
      name: 'translate id above 2^31-1',
      method: 'POST',
      path: '/api/comments/translate',
      body: { commentIds: [1, tooBig], targetLocaleId: ids.locale('fr').id },
      field: 'commentIds[1]',
    },
    {
      name: 'no comments to translate',
      method: 'POST',
      path: '/api/comments/translate',
      body: { commentIds: [], targetLocaleId: ids.locale('fr').id },
      field: 'commentIds',
    },
    {
      name: '101 comments to translate',
      method: 'POST',
      path: '/api/comments/translate',
      body: {
        commentIds: Array.from({ length: 101 }, (_, i) => i + 1),
        targetLocaleId: ids.locale('fr').id,
      },
      field: 'commentIds',
    },
    {
      name: 'targetLocaleId above 2^31-1',
      method: 'POST',
      path: '/api/comments/translate',
      body: { commentIds: [1], targetLocaleId: tooBig },
      field: 'targetLocaleId',
    },
    // Launchers, their config and static content.
    {
      name: 'templateId above 2^31-1',
      method: 'POST',
      path: '/api/launcher/app-store',
      body: { ...appStore, templateId: tooBig },
      field: 'templateId',
    },
    {
      name: 'NUL in a launcher name',
      method: 'POST',
      path: '/api/launcher/app-store',
      body: { ...appStore, name: nul },
      field: 'name',
    },
    {
      name: 'empty launcher name',
      method: 'POST',
      path: '/api/launcher/app-store',
      body: { ...appStore, name: '' },
      field: 'name',
    },
    {
      name: 'launcher name of 101 characters',
      method: 'POST',
      path: '/api/launcher/app-store',
      body: { ...appStore, name: text(101) },
      field: 'name',
    },
    {
      name: 'an unknown key in an app-store config',
      method: 'POST',
      path: '/api/launcher/app-store',
      body: { ...appStore, config: { templateView: 'web', tracking: 'evil' } },
      field: 'config.tracking',
    },
    {
      name: 'a config that is an array',
      method: 'POST',
      path: '/api/launcher/app-store',
      body: { ...appStore, config: ['web'] },
      field: 'config',
    },
    {
      name: 'a template view that does not exist',
      method: 'POST',
      path: '/api/launcher/app-store',
      body: { ...appStore, config: { templateView: 'tablet' } },
      field: 'config.templateView',
    },
    {
      name: 'an unknown key in a custom config',
      method: 'POST',
      path: '/api/launcher/custom',
      body: { name: 'Valid name', templateId, config: { webflowHtmlTagData: '', x: 1 } },
      field: 'config.x',
    },
    {
      name: 'HTML tags of 100001 characters',
      method: 'POST',
      path: '/api/launcher/custom',
      body: { name: 'Valid name', templateId, config: { webflowHtmlTagData: text(100_001) } },
      field: 'config.webflowHtmlTagData',
    },
    {
      name: 'an unknown key in a saved config',
      method: 'PATCH',
      path: '/api/launcher',
      body: { id: launcherId, config: { templateView: 'web', script: '<script>' } },
      field: 'config.script',
    },
    {
      name: 'launcher id above 2^31-1 in a body',
      method: 'PATCH',
      path: '/api/launcher',
      body: { id: tooBig, name: 'Valid name' },
      field: 'id',
    },
    {
      name: 'an unknown key in static content',
      method: 'PATCH',
      path: '/api/launcher',
      body: { id: launcherId, staticContent: { name: 'Fine', isAdmin: true } },
      field: 'staticContent.isAdmin',
    },
    {
      name: 'static content rating 6',
      method: 'PATCH',
      path: '/api/launcher',
      body: { id: launcherId, staticContent: { rating: 6 } },
      field: 'staticContent.rating',
    },
    {
      name: 'static content email that is no email',
      method: 'PATCH',
      path: '/api/launcher',
      body: { id: launcherId, staticContent: { email: 'nobody' } },
      field: 'staticContent.email',
    },
    {
      name: 'static content version of 11 characters',
      method: 'PATCH',
      path: '/api/launcher',
      body: { id: launcherId, staticContent: { version: text(11) } },
      field: 'staticContent.version',
    },
    {
      name: 'static content star percentages of the wrong length',
      method: 'PATCH',
      path: '/api/launcher',
      body: { id: launcherId, staticContent: { starPercent: [50, 50] } },
      field: 'staticContent.starPercent',
    },
    {
      name: 'static content installs above 2^31-1',
      method: 'PATCH',
      path: '/api/launcher',
      body: { id: launcherId, staticContent: { installs: 1e12 } },
      field: 'staticContent.installs',
    },
    {
      name: 'NUL in the static content developer',
      method: 'PATCH',
      path: '/api/launcher',
      body: { id: launcherId, staticContent: { developer: nul } },
      field: 'staticContent.developer',
    },
    // Translations (launcher contents).
    {
      name: 'an unknown key in translatable content',
      method: 'POST',
      path: '/api/launcher-content',
      body: { ...translation, translatableContent: { ...content, html: '<b>' } },
      field: 'translatableContent.html',
    },
    {
      name: '101 tags',
      method: 'POST',
      path: '/api/launcher-content',
      body: {
        ...translation,
        translatableContent: { ...content, tags: Array.from({ length: 101 }, () => 'tag') },
      },
      field: 'translatableContent.tags',
    },
    {
      name: 'isDefault as a string',
      method: 'POST',
      path: '/api/launcher-content',
      body: { ...translation, isDefault: 'yes' },
      field: 'isDefault',
    },
    {
      name: 'a translation launcherId above 2^31-1',
      method: 'POST',
      path: '/api/launcher-content',
      body: { ...translation, launcherId: tooBig },
      field: 'launcherId',
    },
    {
      name: 'an unknown key in a saved translatable content',
      method: 'PATCH',
      path: `/api/launcher-content/${contentId}`,
      body: { translatableContent: { ...content, extra: 1 } },
      field: 'translatableContent.extra',
    },
    {
      name: 'additional info that is a string',
      method: 'PATCH',
      path: `/api/launcher-content/${contentId}`,
      body: { translatableContent: { ...content, additionalInfo: 'one' } },
      field: 'translatableContent.additionalInfo',
    },
    {
      name: 'a description of 10001 characters',
      method: 'PATCH',
      path: `/api/launcher-content/${contentId}`,
      body: { translatableContent: { ...content, description: text(10_001) } },
      field: 'translatableContent.description',
    },
    // Landings and apps.
    {
      name: 'mainLauncherId above 2^31-1',
      method: 'POST',
      path: '/api/landing',
      body: { mainLauncherId: tooBig },
      field: 'mainLauncherId',
    },
    {
      name: 'negative mainLauncherId',
      method: 'PATCH',
      path: `/api/landing/${landingId}`,
      body: { mainLauncherId: -5 },
      field: 'mainLauncherId',
    },
    {
      name: 'an app landingId above 2^31-1',
      method: 'POST',
      path: '/api/pwa',
      body: {
        pushService: 'firebase',
        name: 'App',
        landingId: tooBig,
        openerLink: 'https://example.com',
        recordId: 1,
      },
      field: 'landingId',
    },
    {
      name: 'an app opener link that is javascript:',
      method: 'PATCH',
      path: '/api/pwa/1',
      body: { openerLink: 'javascript:alert(1)' },
      field: 'openerLink',
    },
    // Locales.
    {
      name: 'a language code of 36 characters',
      method: 'POST',
      path: '/api/locales',
      body: { google_lang_code: text(36), displayName: 'Long' },
      field: 'google_lang_code',
    },
    {
      name: 'an empty language code',
      method: 'POST',
      path: '/api/locales',
      body: { google_lang_code: '', displayName: 'Empty' },
      field: 'google_lang_code',
    },
    {
      name: 'a language display name of 101 characters',
      method: 'POST',
      path: '/api/locales',
      body: { google_lang_code: 'xx', displayName: text(101) },
      field: 'displayName',
    },
    {
      name: 'NUL in a language code',
      method: 'POST',
      path: '/api/locales',
      body: { google_lang_code: nul, displayName: 'Nul' },
      field: 'google_lang_code',
    },
    // Templates (multipart).
    {
      name: 'a template code of 51 characters',
      method: 'POST',
      path: '/api/template',
      body: () => form({ code: text(51), archive: [templateZip(), 'site.zip'] }),
      field: 'code',
    },
    {
      name: 'a template description of 2001 characters',
      method: 'POST',
      path: '/api/template',
      body: () =>
        form({ code: 'Fine1', description: text(2001), archive: [templateZip(), 'site.zip'] }),
      field: 'description',
    },
    {
      name: 'a template translation name of 201 characters',
      method: 'POST',
      path: `/api/template/${templateId}/translations`,
      body: { localeId: ids.locale('fr').id, name: text(201) },
      field: 'name',
    },
    // Images whose header claims absurd dimensions.
    {
      name: 'a screenshot claiming 60000x60000 px',
      method: 'POST',
      path: '/api/design',
      body: () =>
        form({
          name: 'Huge',
          icon: [png(), 'icon.png'],
          screens: [[pngClaiming(60_000, 60_000), 'bomb.png']],
        }),
      field: 'screens',
    },
    {
      name: 'a screenshot claiming 9000x9000 px (81 megapixels)',
      method: 'POST',
      path: '/api/design',
      body: () =>
        form({
          name: 'Huge',
          icon: [png(), 'icon.png'],
          screens: [[pngClaiming(9_000, 9_000), 'bomb.png']],
        }),
      field: 'screens',
    },
    {
      name: 'a commentator icon claiming 20000x20 px',
      method: 'POST',
      path: '/api/commentators',
      body: () => form({ name: 'Wide', icon: [pngClaiming(20_000, 20), 'wide.png'] }),
      field: 'icon',
    },
    // Tracker users.
    {
      name: 'NUL in the user name',
      method: 'PUT',
      path: '/tracker/v1/user',
      body: { name: nul },
      field: 'name',
    },
    {
      name: 'a user email that is no email',
      method: 'PUT',
      path: '/tracker/v1/user',
      body: { email: 'nobody' },
      field: 'email',
    },
    {
      name: 'a new user name of 101 characters',
      method: 'POST',
      path: '/tracker/v1/user',
      body: { name: text(101), email: 'long@example.com', password: 'secret123' },
      field: 'name',
    },
    {
      name: 'a new password of 201 characters',
      method: 'PUT',
      path: '/tracker/v1/user/change-password',
      body: { oldPassword: 'operator123', newPassword: text(201) },
      field: 'newPassword',
    },
    // The registrar.
    {
      name: 'NUL in a domain name to buy',
      method: 'POST',
      path: '/lambda/v1/domain/buy',
      body: { ...buy, domainName: `fine${nul}.com` },
      field: 'domainName',
    },
    {
      name: 'a domain bought for 11 years',
      method: 'POST',
      path: '/lambda/v1/domain/buy',
      body: { ...buy, years: 11 },
      field: 'years',
    },
    {
      name: 'a domain bought for 2^31 years',
      method: 'POST',
      path: '/lambda/v1/domain/buy',
      body: { ...buy, years: tooBig },
      field: 'years',
    },
    {
      name: 'a domain name as a number',
      method: 'POST',
      path: '/lambda/v1/domain/buy',
      body: { ...buy, domainName: 42 },
      field: 'domainName',
    },
    {
      name: 'a record TTL above 2^31-1',
      method: 'POST',
      path: '/lambda/v1/domain/lucky-games.net/record',
      body: { type: 'A', name: 'www', value: '1.2.3.4', ttl: tooBig },
      field: 'ttl',
    },
    {
      name: 'NUL in a record value',
      method: 'POST',
      path: '/lambda/v1/domain/lucky-games.net/record',
      body: { type: 'A', name: 'www', value: nul },
      field: 'value',
    },
    {
      name: 'name servers that are a string',
      method: 'PATCH',
      path: '/lambda/v1/domain/lucky-games.net/ns',
      body: { nameservers: 'ns1.example.com' },
      field: 'nameservers',
    },
    // Issue 25, item 8: walked by recursion, 900 KB of nesting overflowed the stack (500).
    {
      name: '900 KB of nested arrays in an anonymous login',
      method: 'POST',
      path: '/tracker/v1/login',
      body: nested({ email: 'ann@example.com', password: 'secret123' }, 'x', '[', ']'),
      field: 'body',
    },
    {
      name: '900 KB of nested objects in a launcher change',
      method: 'PATCH',
      path: '/api/launcher',
      body: nested({ id: launcherId }, 'extra', '{"a":', '}'),
      field: 'body',
    },
    {
      name: 'a DNS record subdomain with a space',
      method: 'POST',
      path: '/api/domain/1/records',
      body: { name: 'has space' },
      field: 'name',
    },
  ];
}

describe('malformed input answers 4xx naming the field, never 500', () => {
  let client: HttpClient;
  let table: Case[];
  beforeAll(async () => {
    const { baseUrl } = await startTestServer();
    client = await operatorClient(baseUrl);
    const ids = await demoIds(client);
    const landing = data(await client.get('/api/landing'), LandingList)[0]!;
    const launcherId = landing.mainLauncher!.id;
    const contents = data(
      await client.get(`/api/launcher/${launcherId}/contents`),
      LauncherContentList,
    );
    const contentId = contents[0]!.id;
    const { url } = data(
      await client.get(
        `/api/landing/${landing.id}/web-server-url?launcherId=${launcherId}&contentId=${contentId}`,
      ),
      WebServerUrl,
    );
    table = cases({
      ids,
      landingId: landing.id,
      launcherId,
      contentId,
      templateId: ids.builtInTemplateId,
      previewPath: new URL(url).pathname,
    });
  });

  it('keeps the red team table: at least 82 malformed inputs', () => {
    expect(table.length).toBeGreaterThanOrEqual(82);
    expect(new Set(table.map((row) => row.name)).size).toBe(table.length);
  });

  it('refuses every case of the table with its status and a message naming the field', async () => {
    const wrong: string[] = [];
    for (const { name, method, path, body, field, status = 400 } of table) {
      const sent: unknown = typeof body === 'function' ? (body as () => unknown)() : body;
      const answer = await client.call(method, path, sent);
      const message = ErrorBody.allows(answer.body) ? messageOf(answer) : '';
      if (answer.status !== status || !message.includes(field)) {
        wrong.push(`${name}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a % that is no percent-encoding in a preview path, without a token too', async () => {
    const landing = data(await client.get('/api/landing'), LandingList)[0]!;
    const contents = data(
      await client.get(`/api/launcher/${landing.mainLauncher!.id}/contents`),
      LauncherContentList,
    );
    const { url } = data(
      await client.get(
        `/api/landing/${landing.id}/web-server-url?launcherId=${landing.mainLauncher!.id}&contentId=${contents[0]!.id}`,
      ),
      WebServerUrl,
    );
    const answer = await fetch(`${url}100%.css`);
    expect(answer.status).toBe(400);
    expect(ErrorBody.assert(await answer.json()).message).toBe(
      'path must be valid percent-encoding',
    );
  });
});
