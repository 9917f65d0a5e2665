export {
  APP_FORM_DELETED,
  APP_FORM_GONE,
  APP_FORM_MISSING,
  appFormMachine,
  type AppFormTag,
} from './machine.ts';
export type { AppConflict } from './conflict.ts';
export type { AppFormEvent } from './events.ts';
export {
  EMPTY_APP_FORM,
  type AppFormContext,
  type AppFormErrors,
  type AppFormField,
  type AppFormInput,
  type AppFormMode,
  type AppFormValues,
} from './context.ts';
export {
  appFormActors,
  type CreateDomainRecordInput,
  type AppCreated,
  type CreatedWithoutRecordParams,
  type CreateDomainRecordOutput,
  type LoadAppInput,
  type LoadDomainRecordsInput,
  type LoadDomainsInput,
  type NavigateToAppParams,
  type ReportPushokFailureParams,
  type RequestPushokAppInput,
  type UpdateAppInput,
} from './actors.ts';
export { APP_DOMAINS_QUERY, type LinkableLanding } from './entities.ts';
export { activeDomainsOf, fullRecordName, isActiveDomain, splitRecordName } from './domains.ts';
export { APP_FORM_MESSAGES, validateAppForm } from './validation.ts';
export * as appFormSelectors from './selectors.ts';
export type { AppFormSnapshot, LandingOption } from './selectors.ts';
