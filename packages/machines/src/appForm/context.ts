import type { AppConflict } from './conflict.ts';
import type { App, Domain, LinkableLanding, PushService } from './entities.ts';

export type AppFormValues = {
  name: string;
  pushService: PushService;
  landingId: number | null;
  openerLink: string;
  /** The chosen connected domain's name (`example.com`). */
  domain: string;
  /** The label in front of it (`shop`); '' when the record is the domain itself. */
  subdomain: string;
};

export type AppFormField = keyof AppFormValues;
export type AppFormErrors = Partial<Record<AppFormField, string>>;
export type AppFormMode = 'create' | 'edit';

export type AppFormInput = {
  /** The app to edit; null for /apps/new. */
  appId: number | null;
};

export type AppFormContext = {
  mode: AppFormMode;
  appId: number | null;
  /** The app as last loaded or saved (edit mode). */
  app: App | null;
  landings: LinkableLanding[];
  /** Active domains only. */
  domains: Domain[];
  values: AppFormValues;
  /** The last saved (or loaded) values: Save is enabled only when `values` differ. */
  savedValues: AppFormValues;
  /** Fields the operator changed; their errors show before any save attempt. */
  touched: Partial<Record<AppFormField, true>>;
  /** A save was attempted: every error shows. */
  submitted: boolean;
  /** Load or save error text, shown under the form. */
  error: string | null;
  /**
   * The app is not there (issue 29): it was not there to load (deleted by another operator, or
   * never was), or it was deleted while shown or saved. The page says so with a way back to the
   * list, not a retry; what was typed stays in the form.
   */
  missing: boolean;
  /** The DNS record found or created for the current save. */
  recordId: number | null;
  /** The subdomain's records listed before its create: to find one answered without its id. */
  recordIdsBefore: number[] | null;
  /** The apps listed before a create (null if that read failed): to find an unnamed one. */
  appIdsBefore: number[] | null;
  /** Set once a save succeeded: the view goes to /apps/{savedAppId}. */
  savedAppId: number | null;
  /** The app's version as loaded or saved; an update names it (If-Match). */
  version: unknown;
  /** While the conflict dialog is open (issue 29). */
  conflict: AppConflict | null;
  /** The page is hidden: the app is not polled until it is shown again (issue 29). */
  hidden: boolean;
  /** Polls of the app that failed in a row: each doubles the wait (shared/polling.ts). */
  pollFailures: number;
};

export const EMPTY_APP_FORM: AppFormValues = {
  name: '',
  pushService: 'firebase',
  landingId: null,
  openerLink: '',
  domain: '',
  subdomain: '',
};

export function initialAppFormContext(input: AppFormInput): AppFormContext {
  return {
    mode: input.appId === null ? 'create' : 'edit',
    appId: input.appId,
    app: null,
    landings: [],
    domains: [],
    values: EMPTY_APP_FORM,
    savedValues: EMPTY_APP_FORM,
    touched: {},
    submitted: false,
    error: null,
    missing: false,
    recordId: null,
    recordIdsBefore: null,
    appIdsBefore: null,
    savedAppId: null,
    version: undefined,
    conflict: null,
    hidden: false,
    pollFailures: 0,
  };
}
