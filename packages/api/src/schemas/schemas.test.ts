import { type } from 'arktype';
import { describe, expect, it } from 'vitest';
import {
  App,
  AppCreate,
  AppUpdate,
  CommentCreate,
  CommentsTranslate,
  DnsRecordCreate,
  DomainBuy,
  DomainPage,
  Landing,
  Launcher,
  LauncherContent,
  StaticContentInput,
  WebServerUrl,
} from './index.ts';
import { STATIC_CONTENT_DEFAULTS } from '../constants.ts';

const ok = (value: unknown) => !(value instanceof type.errors);

describe('entity schemas', () => {
  it('accept realistic server data with nullable and optional fields', () => {
    expect(
      ok(
        App({
          id: 1,
          name: 'Lucky Spin',
          pushService: 'firebase',
          webServerId: 'ws-1',
          openerLink: 'https://example.com/open',
          webServerUrl: null,
          pushokUrl: null,
          landing: { id: 3 },
          record: { id: 5, name: 'spin.example.com' },
          createdAt: '2024-01-01T00:00:00Z',
        }),
      ),
    ).toBe(true);
    expect(
      ok(
        Landing({
          id: 1,
          webServerId: 7,
          mainLauncher: {
            id: 2,
            name: 'Main',
            iconUrl: null,
            previewUrl: 'https://p',
            languages: ['en', 'de'],
            template: { code: 'slots' },
          },
          relatedLaunchers: [{ id: 3, name: 'Other', template: { code: 'x' } }],
        }),
      ),
    ).toBe(true);
    expect(
      ok(
        Launcher({
          id: 2,
          name: 'Main',
          template: { id: 1, code: 'slots', isCustom: false },
          config: { templateView: 'web' },
          staticContent: {
            ...STATIC_CONTENT_DEFAULTS,
            starPercent: [...STATIC_CONTENT_DEFAULTS.starPercent],
            name: 'n',
            shortName: 's',
            developer: 'd',
            email: 'a@b.co',
          },
          contents: [],
        }),
      ),
    ).toBe(true);
  });

  it('reject nonsense', () => {
    expect(ok(App({ id: 0, name: 'x', pushService: 'firebase', openerLink: 'x' }))).toBe(false);
    expect(ok(Landing({ id: '1', mainLauncher: null }))).toBe(false);
    expect(ok(LauncherContent({ id: 1, launcherId: 1, isDefault: true, designId: null }))).toBe(
      false,
    );
    expect(ok(DomainPage({ items: { id: 1 }, total: 1, page: 1, size: 10 }))).toBe(false);
    expect(ok(WebServerUrl({ url: '' }))).toBe(false);
    expect(ok(WebServerUrl({}))).toBe(false);
    expect(ok(WebServerUrl({ url: 'https://preview.example.com/p/1' }))).toBe(true);
  });
});

describe('reads are tolerant where the spec allows (DECISIONS.md "Write answers")', () => {
  it('an odd field is left out, the record stays', () => {
    expect(App({ id: 1, name: 'x', pushService: 'carrier-pigeon', openerLink: 7 })).toEqual({
      id: 1,
      name: 'x',
      pushService: undefined,
      openerLink: undefined,
    });
    expect(
      LauncherContent({ id: 1, launcherId: 1, localeId: 1, isDefault: 'yes', designId: null }),
    ).toMatchObject({ isDefault: false });
  });

  it('a list row without what its screen needs is left out, the others stay', () => {
    expect(
      DomainPage({ items: [{ id: 1 }, { id: 2, name: 'a.io' }], total: 2, page: 1, size: 10 }),
    ).toMatchObject({ items: [{ id: 2, name: 'a.io', status: '' }] });
  });
});

describe('payload schemas', () => {
  it('enforce the spec rules', () => {
    const app = {
      pushService: 'firebase',
      name: 'ab',
      landingId: 1,
      openerLink: 'https://x.io',
      recordId: 2,
    };
    expect(ok(AppCreate(app))).toBe(true);
    expect(ok(AppCreate({ ...app, name: 'a' }))).toBe(false);
    expect(ok(AppCreate({ ...app, openerLink: 'javascript:alert(1)' }))).toBe(false);
    expect(ok(AppUpdate({ name: 'abc' }))).toBe(true);
    expect(ok(DomainBuy({ name: 'shop.io', years: 1 }))).toBe(true);
    expect(ok(DomainBuy({ name: 'shop.i', years: 1 }))).toBe(false);
    expect(ok(DnsRecordCreate({ name: 'shop' }))).toBe(true);
    expect(ok(DnsRecordCreate({ name: '-shop' }))).toBe(false);
    expect(ok(CommentsTranslate({ commentIds: [1, 2], targetLocaleId: 3 }))).toBe(true);
    const comment = { commentatorId: 1, langId: 1, text: 'ok', stars: 5, countRated: 1 };
    expect(ok(CommentCreate(comment))).toBe(true);
    expect(ok(CommentCreate({ ...comment, stars: 6 }))).toBe(false);
    expect(ok(CommentCreate({ ...comment, text: 'x'.repeat(501) }))).toBe(false);
    expect(ok(StaticContentInput({ rating: 6 }))).toBe(false);
  });
});
