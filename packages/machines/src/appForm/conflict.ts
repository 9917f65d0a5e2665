import { formConflictOf, type FormConflict } from '../shared/conflict/formConflict.ts';
import { valuesFromApp } from './changes.ts';
import type { AppFormContext, AppFormValues } from './context.ts';
import type { App } from './entities.ts';

/** Every field of the app form is one value. */
const FIELD_KINDS: { [K in keyof AppFormValues]: 'value' } = {
  name: 'value',
  pushService: 'value',
  landingId: 'value',
  openerLink: 'value',
  domain: 'value',
  subdomain: 'value',
};

/** Both operators changed one app (issue 29): what the dialog shows. */
export type AppConflict = FormConflict<AppFormValues> & {
  /** The app as the other operator left it: the resolved save is made against it. */
  app: App;
};

/** The three-way merge of the form against the app as the server holds it now. */
export const appConflictOf = (context: AppFormContext, current: App): AppConflict => ({
  ...formConflictOf(
    FIELD_KINDS,
    context.savedValues,
    context.values,
    valuesFromApp(current, context.domains),
    current.version,
  ),
  app: current,
});
