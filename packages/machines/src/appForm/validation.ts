import { isValidHttpUrl } from '../helpers/isValidHttpUrl.ts';
import type { AppFormErrors, AppFormValues } from './context.ts';

export const APP_NAME_MIN_LENGTH = 2;
const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

export const APP_FORM_MESSAGES = {
  required: 'Required',
  nameTooShort: 'Must be at least 2 characters',
  invalidUrl: 'Invalid URL',
  invalidSubdomain: 'Only letters, digits and hyphen; cannot start or end with hyphen; 1–63 chars',
} as const;

/**
 * The app form rules (spec §5). `checkRecord` is false in edit mode while domain and subdomain
 * are as loaded: they are disabled there, so a stored name that fits no active domain must not
 * block saving other fields.
 */
export function validateAppForm(
  values: AppFormValues,
  { checkRecord }: { checkRecord: boolean },
): AppFormErrors {
  const errors: AppFormErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = APP_FORM_MESSAGES.required;
  else if (name.length < APP_NAME_MIN_LENGTH) errors.name = APP_FORM_MESSAGES.nameTooShort;
  if (values.pushService !== 'firebase' && values.pushService !== 'onesignal') {
    errors.pushService = APP_FORM_MESSAGES.required;
  }
  if (values.landingId === null) errors.landingId = APP_FORM_MESSAGES.required;
  const openerLink = values.openerLink.trim();
  if (openerLink === '') errors.openerLink = APP_FORM_MESSAGES.required;
  else if (!isValidHttpUrl(openerLink)) errors.openerLink = APP_FORM_MESSAGES.invalidUrl;
  if (checkRecord) {
    if (values.domain === '') errors.domain = APP_FORM_MESSAGES.required;
    if (values.subdomain === '') errors.subdomain = APP_FORM_MESSAGES.required;
    else if (!SUBDOMAIN_PATTERN.test(values.subdomain)) {
      errors.subdomain = APP_FORM_MESSAGES.invalidSubdomain;
    }
  }
  return errors;
}
