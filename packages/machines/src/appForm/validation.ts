import { appCreateIssues, dnsRecordCreateIssues } from '@landing/api';
import type { AppFormErrors, AppFormValues } from './context.ts';

export const APP_FORM_MESSAGES = {
  required: 'Required',
  nameTooShort: 'Must be at least 2 characters',
  invalidUrl: 'Invalid URL',
  invalidSubdomain: 'Only letters, digits and hyphen; cannot start or end with hyphen; 1–63 chars',
} as const;

/** Any record id: the form checks its own fields, the record is found or created on save. */
const SOME_RECORD_ID = 1;

/**
 * The app form rules (spec §5), by the wire schemas the server checks (`AppCreate`,
 * `DnsRecordCreate`, through their arktype-free twins that a test holds to them) over exactly
 * what a save would send, so a value the form accepts is a value the server accepts. The
 * schema says which field is wrong; the spec says the message.
 * `checkRecord` is false in edit mode while domain and subdomain are as loaded: they are
 * disabled there, so a stored name that fits no active domain must not block saving others.
 */
export function validateAppForm(
  values: AppFormValues,
  { checkRecord }: { checkRecord: boolean },
): AppFormErrors {
  const errors: AppFormErrors = {};
  const name = values.name.trim();
  const openerLink = values.openerLink.trim();
  const issues = appCreateIssues({
    pushService: values.pushService,
    name,
    landingId: values.landingId ?? undefined,
    openerLink,
    recordId: SOME_RECORD_ID,
  });
  if (issues['name']) {
    errors.name = name === '' ? APP_FORM_MESSAGES.required : APP_FORM_MESSAGES.nameTooShort;
  }
  if (issues['pushService']) errors.pushService = APP_FORM_MESSAGES.required;
  if (issues['landingId']) errors.landingId = APP_FORM_MESSAGES.required;
  if (issues['openerLink']) {
    errors.openerLink =
      openerLink === '' ? APP_FORM_MESSAGES.required : APP_FORM_MESSAGES.invalidUrl;
  }
  if (checkRecord) {
    if (values.domain === '') errors.domain = APP_FORM_MESSAGES.required;
    if (values.subdomain === '') errors.subdomain = APP_FORM_MESSAGES.required;
    else if (dnsRecordCreateIssues({ name: values.subdomain })['name']) {
      errors.subdomain = APP_FORM_MESSAGES.invalidSubdomain;
    }
  }
  return errors;
}
