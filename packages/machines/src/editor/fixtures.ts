import type { Landing, Launcher, LauncherContent, LinkableLauncher } from './entities.ts';

const locale = (id: number, code: string, displayName: string) => ({
  id,
  google_lang_code: code,
  displayName,
});

export const englishBase: LauncherContent = {
  id: 11,
  launcherId: 1,
  localeId: 1,
  locale: locale(1, 'en', 'English'),
  isDefault: true,
  designId: 70,
  translatableContent: {
    description: 'The best puzzle game of the year, now in your pocket.',
    additionalInfo: ['Offline'],
    tags: ['puzzle'],
  },
};

export const germanContent: LauncherContent = {
  id: 12,
  launcherId: 1,
  localeId: 2,
  locale: locale(2, 'de', 'German'),
  isDefault: false,
  designId: 70,
  translatableContent: { description: 'Das beste Puzzlespiel', additionalInfo: [], tags: [] },
};

export const mainLauncher: Launcher = {
  id: 1,
  name: 'Lucky Puzzle',
  template: { id: 3, code: 'appstore', isCustom: false },
  config: { templateView: 'mobile' },
  contents: [englishBase, germanContent],
};

export const relatedLauncher: Launcher = {
  id: 2,
  name: 'Lucky Promo',
  template: { id: 9, code: 'promo', isCustom: true },
  config: { webflowHtmlTagData: '<meta name="x">' },
  contents: [],
};

export const landingFixture: Landing = {
  id: 5,
  mainLauncher: { id: 1, name: 'Lucky Puzzle', template: { code: 'appstore' } },
  relatedLaunchers: [{ id: 2, name: 'Lucky Promo', template: { code: 'promo' } }],
};

export const linkableFixture: LinkableLauncher[] = [{ id: 4, name: 'Spare Launcher' }];
