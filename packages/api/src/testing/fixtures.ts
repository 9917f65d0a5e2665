import { STATIC_CONTENT_DEFAULTS } from '../constants.ts';
import type { App } from '../schemas/app.ts';
import type { Comment, Commentator } from '../schemas/comment.ts';
import type { Locale } from '../schemas/common.ts';
import type { Design } from '../schemas/design.ts';
import type { DnsRecord, Domain } from '../schemas/domain.ts';
import type { Launcher, StaticContent } from '../schemas/launcher.ts';
import type { LauncherContent } from '../schemas/launcherContent.ts';
import type { Template, TemplateTranslation } from '../schemas/template.ts';
import type { User } from '../schemas/auth.ts';

/** The data of the mock back office. Every list is keyed by id order. */
export interface Fixtures {
  user: User;
  credentials: { email: string; password: string };
  locales: Locale[];
  templates: Template[];
  templateTranslations: TemplateTranslation[];
  designs: Design[];
  commentators: Commentator[];
  comments: Comment[];
  /** Launchers without contents; contents live in `contents`. */
  launchers: Array<Omit<Launcher, 'contents'>>;
  contents: Array<
    Omit<LauncherContent, 'comments' | 'locale' | 'design'> & { commentIds: number[] }
  >;
  landings: Array<{
    id: number;
    webServerId: string | null;
    mainLauncherId: number;
    relatedLauncherIds: number[];
  }>;
  domains: Domain[];
  apps: App[];
}

const staticContent = (name: string, shortName: string): StaticContent => ({
  ...STATIC_CONTENT_DEFAULTS,
  starPercent: [...STATIC_CONTENT_DEFAULTS.starPercent],
  name,
  shortName,
  developer: 'Northwind Games',
  email: 'support@northwind.example',
});

const locale = (id: number, google_lang_code: string, displayName: string): Locale => ({
  id,
  google_lang_code,
  displayName,
});

const record = (id: number, name: string): DnsRecord => ({ id, name });

/** A fresh, realistic data set (a new copy on every call: stores mutate it). */
export const createFixtures = (): Fixtures => ({
  user: { id: 1, name: 'Olga Operator', email: 'operator@example.com' },
  credentials: { email: 'operator@example.com', password: 'secret123' },
  locales: [
    locale(1, 'en', 'English'),
    locale(2, 'de', 'German'),
    locale(3, 'es', 'Spanish'),
    locale(4, 'fr', 'French'),
    locale(5, 'pt', 'Portuguese'),
    locale(6, 'ru', 'Russian'),
  ],
  templates: [
    {
      id: 1,
      code: 'playstore',
      description: 'Google Play store page',
      archiveUrl: null,
      isCustom: false,
      createdBy: null,
    },
    {
      id: 2,
      code: 'appstore',
      description: 'App Store page',
      archiveUrl: null,
      isCustom: false,
      createdBy: null,
    },
    {
      id: 3,
      code: 'slots7',
      description: 'Custom slots landing',
      archiveUrl: '/files/templates/slots7.zip',
      isCustom: true,
      createdBy: { fullName: 'Olga Operator', email: 'operator@example.com' },
    },
    {
      id: 4,
      code: 'fortune',
      description: 'Wheel of fortune',
      archiveUrl: '/files/templates/fortune.zip',
      isCustom: true,
      createdBy: { fullName: 'Ivan Builder', email: 'ivan@example.com' },
    },
  ],
  templateTranslations: [
    { id: 1, templateId: 3, localeId: 2, name: 'Goldene Slots', description: 'Klassische Slots' },
  ],
  designs: [
    {
      id: 1,
      name: 'Design 2024-05-01T10:00:00.000Z',
      iconUrl: '/files/designs/1/icon.png',
      screensData: [
        { name: 'screen-1.png', url: '/files/designs/1/screen-1.png' },
        { name: 'screen-2.png', url: '/files/designs/1/screen-2.png' },
      ],
      videoUrl: null,
      videoPreviewUrl: null,
      tags: [],
    },
    {
      id: 2,
      name: 'Design 2024-05-02T10:00:00.000Z',
      iconUrl: '/files/designs/2/icon.png',
      screensData: [{ name: 'screen-1.png', url: '/files/designs/2/screen-1.png' }],
      videoUrl: '/files/designs/2/video.mp4',
      videoPreviewUrl: '/files/designs/2/preview.png',
      tags: ['casino'],
    },
  ],
  commentators: [
    { id: 1, name: 'Anna K.', iconUrl: '/files/commentators/1.png' },
    { id: 2, name: 'Max Power', iconUrl: '/files/commentators/2.png' },
    { id: 3, name: 'Lena', iconUrl: null },
  ],
  comments: [
    {
      id: 1,
      text: 'Great game, I play it every day!',
      stars: 5,
      countRated: 10,
      reply: 'Thank you!',
      commentatorId: 1,
      langId: 1,
    },
    {
      id: 2,
      text: 'Nice graphics and fast payouts.',
      stars: 4,
      countRated: 12,
      reply: null,
      commentatorId: 2,
      langId: 1,
    },
    {
      id: 3,
      text: 'Tolles Spiel, sehr zu empfehlen.',
      stars: 5,
      countRated: 7,
      reply: null,
      commentatorId: 1,
      langId: 2,
    },
    {
      id: 4,
      text: 'Me encanta esta aplicación.',
      stars: 5,
      countRated: 3,
      reply: null,
      commentatorId: 3,
      langId: 3,
    },
  ],
  launchers: [
    {
      id: 1,
      name: 'Lucky Spin',
      webServerId: 'ws-101',
      template: { id: 1, code: 'playstore', isCustom: false },
      iconUrl: '/files/launchers/1/icon.png',
      config: { templateView: 'web' },
      staticContent: staticContent('Lucky Spin', 'Spin'),
    },
    {
      id: 2,
      name: 'Golden Slots',
      webServerId: 'ws-102',
      template: { id: 3, code: 'slots7', isCustom: true },
      iconUrl: null,
      config: { webflowHtmlTagData: '<meta name="theme-color" content="#000">' },
      staticContent: null,
    },
    {
      id: 3,
      name: 'Fortune Wheel',
      webServerId: 'ws-103',
      template: { id: 2, code: 'appstore', isCustom: false },
      iconUrl: '/files/launchers/3/icon.png',
      config: { templateView: 'mobile' },
      staticContent: staticContent('Fortune Wheel', 'Fortune'),
    },
    {
      id: 4,
      name: 'Mega Bonus',
      webServerId: null,
      template: { id: 4, code: 'fortune', isCustom: true },
      iconUrl: null,
      config: null,
      staticContent: null,
    },
  ],
  contents: [
    {
      id: 1,
      launcherId: 1,
      localeId: 1,
      isDefault: true,
      designId: 1,
      translatableContent: {
        description: 'Spin the wheel and win big prizes every single day.',
        additionalInfo: ['No ads', 'Daily bonus'],
        tags: ['casino', 'slots'],
      },
      commentIds: [1, 2],
    },
    {
      id: 2,
      launcherId: 1,
      localeId: 2,
      isDefault: false,
      designId: 1,
      translatableContent: {
        description: 'Drehen Sie das Rad und gewinnen Sie jeden Tag große Preise.',
        additionalInfo: ['Keine Werbung'],
        tags: ['casino'],
      },
      commentIds: [3],
    },
    {
      id: 3,
      launcherId: 1,
      localeId: 3,
      isDefault: false,
      designId: null,
      translatableContent: {
        description: 'Gira la rueda y gana grandes premios todos los días.',
        additionalInfo: [],
        tags: [],
      },
      commentIds: [4],
    },
    {
      id: 4,
      launcherId: 2,
      localeId: 1,
      isDefault: true,
      designId: 2,
      translatableContent: {
        description: 'Classic slots with golden jackpots and free spins.',
        additionalInfo: [],
        tags: ['slots'],
      },
      commentIds: [],
    },
    {
      id: 5,
      launcherId: 3,
      localeId: 1,
      isDefault: true,
      designId: null,
      translatableContent: null,
      commentIds: [],
    },
  ],
  landings: [
    { id: 1, webServerId: 'ws-101', mainLauncherId: 1, relatedLauncherIds: [2] },
    { id: 2, webServerId: 'ws-102', mainLauncherId: 2, relatedLauncherIds: [] },
    { id: 3, webServerId: null, mainLauncherId: 3, relatedLauncherIds: [] },
  ],
  domains: [
    {
      id: 1,
      name: 'example.com',
      status: 'ACTIVE',
      expireAt: '2026-03-01T00:00:00.000Z',
      records: [record(1, 'spin.example.com'), record(2, 'example.com')],
    },
    {
      id: 2,
      name: 'lucky-games.io',
      status: 'active',
      expireAt: '2025-12-24T00:00:00.000Z',
      records: [],
    },
    { id: 3, name: 'pending-domain.net', status: 'pending', expireAt: null, records: [] },
    {
      id: 4,
      name: 'old-brand.org',
      status: 'expired',
      expireAt: '2023-01-01T00:00:00.000Z',
      records: [],
    },
  ],
  apps: [
    {
      id: 1,
      name: 'Lucky Spin PWA',
      pushService: 'firebase',
      webServerId: 'ws-101',
      openerLink: 'https://tracker.example.com/open/spin',
      webServerUrl: 'https://spin.example.com',
      pushokUrl: 'https://pushok.example.com/apps/1',
      landing: { id: 1 },
      record: { id: 1, name: 'spin.example.com' },
    },
    {
      id: 2,
      name: 'Golden Slots PWA',
      pushService: 'firebase',
      webServerId: 'ws-102',
      openerLink: 'https://tracker.example.com/open/slots',
      webServerUrl: 'https://example.com',
      pushokUrl: null,
      landing: { id: 2 },
      record: { id: 2, name: 'example.com' },
    },
  ],
});
