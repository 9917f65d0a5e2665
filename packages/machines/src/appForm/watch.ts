import type { WatchedForm } from '../shared/changedElsewhere.ts';
import { isDirty, valuesEqual, valuesFromApp } from './changes.ts';
import type { AppFormContext, AppFormValues } from './context.ts';
import type { App } from './entities.ts';

const isApp = (row: unknown): row is App =>
  typeof row === 'object' && row !== null && 'id' in row && typeof row.id === 'number';

/** A form without unsaved input shows the app as read. */
export const takeApp = (context: AppFormContext, app: App): Partial<AppFormContext> => {
  const values = valuesFromApp(app, context.domains);
  return { app, values, savedValues: values, version: app.version, touched: {}, submitted: false };
};

/** A read showing what the form shows: only its version (and the app read) is new. */
export const takeAppVersion = (_: AppFormContext, app: App): Partial<AppFormContext> => ({
  app,
  version: app.version,
});

/**
 * The App page's form under the one rule for other operators' saves (shared/changedElsewhere.ts),
 * applied to the app it polls while shown (issue 29): what it shows of an app is its form values.
 */
export const appWatch: WatchedForm<AppFormContext, AppFormValues, App> = {
  shownOf: (row, context) => (isApp(row) ? valuesFromApp(row, context.domains) : null),
  savedOf: (context) => context.savedValues,
  sameShown: valuesEqual,
  isDirty,
  take: takeApp,
  versionOf: (app) => app.version,
  takeVersion: takeAppVersion,
};
