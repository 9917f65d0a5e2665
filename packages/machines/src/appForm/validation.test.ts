import { AppCreate, DnsRecordCreate } from '@landing/api';
import { OPENER_LINK_CASES } from '@landing/api/testing';
import { describe, expect, it } from 'vitest';
import { createPayload, valuesForSave } from './changes.ts';
import { initialAppFormContext, type AppFormValues } from './context.ts';
import { validNewApp } from './fixtures.ts';
import { APP_FORM_MESSAGES, validateAppForm } from './validation.ts';

/** What a create save would send for these values (the record found on save: id 7). */
const payloadOf = (values: AppFormValues) =>
  createPayload({ ...initialAppFormContext({ appId: null }), values, recordId: 7 });

/** The form's verdict as a save takes it: on the values it would send (`canSave`). */
const formAccepts = (values: AppFormValues) =>
  Object.keys(validateAppForm(valuesForSave(values), { checkRecord: true })).length === 0;

/** The server's verdict on the same save: the record body, then the app body. */
const serverAccepts = (values: AppFormValues) =>
  DnsRecordCreate.allows({ name: valuesForSave(values).subdomain }) &&
  AppCreate.allows(payloadOf(valuesForSave(values)));

describe('app form rules come from the wire schemas', () => {
  it.each(OPENER_LINK_CASES)(
    'gives the opener link $link the server’s verdict (accepted: $accepted)',
    ({ link, accepted }) => {
      const values = { ...validNewApp, openerLink: link };
      const errors = validateAppForm(values, { checkRecord: true });
      expect(errors.openerLink).toBe(accepted ? undefined : APP_FORM_MESSAGES.invalidUrl);
      expect(AppCreate.allows(payloadOf(values))).toBe(accepted);
    },
  );

  // Every rule of the form, walked with values on both sides of it: the form accepts exactly
  // what the schemas accept, so a save never sends what the server refuses.
  const variants: Array<[keyof AppFormValues, unknown[]]> = [
    ['name', ['', ' ', 'a', ' a ', 'ab', ' ab ', 'Shop App']],
    ['pushService', ['firebase', 'onesignal', '', 'apns']],
    ['landingId', [null, 1, 10]],
    ['openerLink', ['', '  ', ...OPENER_LINK_CASES.map((c) => c.link), ' https://x.example ']],
    ['subdomain', ['', 'shop', 'my-shop', 'a', 'x'.repeat(63), 'x'.repeat(64)]],
  ];
  const cases = variants.flatMap(([field, values]) =>
    values.map((value) => ({ field, value, values: { ...validNewApp, [field]: value } })),
  );
  it.each(cases)('$field = $value: the form and the schemas agree', ({ values }) => {
    expect(formAccepts(values)).toBe(serverAccepts(values));
  });

  it('shows the spec’s message for each broken rule', () => {
    expect(
      validateAppForm(
        { ...validNewApp, name: ' ', landingId: null, openerLink: '', domain: '', subdomain: '' },
        { checkRecord: true },
      ),
    ).toEqual({
      name: APP_FORM_MESSAGES.required,
      landingId: APP_FORM_MESSAGES.required,
      openerLink: APP_FORM_MESSAGES.required,
      domain: APP_FORM_MESSAGES.required,
      subdomain: APP_FORM_MESSAGES.required,
    });
    expect(
      validateAppForm(
        { ...validNewApp, name: 'a', openerLink: 'http:/example.com', subdomain: '-shop' },
        { checkRecord: true },
      ),
    ).toEqual({
      name: APP_FORM_MESSAGES.nameTooShort,
      openerLink: APP_FORM_MESSAGES.invalidUrl,
      subdomain: APP_FORM_MESSAGES.invalidSubdomain,
    });
  });
});
