import { ERRORS, type App, type Landing, type Template } from '@landing/api';
import { createResourceListMachine } from './machine.ts';

/**
 * Apps list (/apps): a load failure shows the server's message, else 'Failed to load PWAs'
 * (docs/decisions.md, Console).
 */
export const appsListMachine = createResourceListMachine<App>('appsList', {
  loadFailedText: ERRORS.failedToLoadPwas,
  preferServerMessage: true,
});

/** Landings list (/landings): a load failure reads 'Failed to load PWA Groups'. */
export const landingsListMachine = createResourceListMachine<Landing>('landingsList', {
  loadFailedText: ERRORS.failedToLoadPwaGroups,
});

/** Templates list (/templates): a load failure just gives an empty list (console.md §8). */
export const templatesListMachine = createResourceListMachine<Template>('templatesList', {
  loadFailedText: null,
});

/** The Templates table lists custom templates only. */
export const customTemplatesOf = (templates: readonly Template[]) =>
  templates.filter((template) => template.isCustom);
