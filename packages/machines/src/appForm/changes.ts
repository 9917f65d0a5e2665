import { sanitizeSubdomain } from '../helpers/sanitizeSubdomain.ts';
import type { AppFormContext, AppFormErrors, AppFormValues } from './context.ts';
import { fullRecordName, recordNameChanged, splitRecordName } from './domains.ts';
import type { App, AppCreate, AppUpdate, Domain } from './entities.ts';
import { validateAppForm } from './validation.ts';
import { requireId } from '../shared/requireId.ts';

const EDITABLE_FIELDS = ['name', 'pushService', 'landingId', 'openerLink'] as const;

export function valuesEqual(a: AppFormValues, b: AppFormValues): boolean {
  return (Object.keys(a) as (keyof AppFormValues)[]).every((key) => a[key] === b[key]);
}

export function isDirty(context: AppFormContext): boolean {
  return !valuesEqual(context.values, context.savedValues);
}

/** The form's values for a loaded app, its record name split against the active domains. */
export function valuesFromApp(app: App, domains: Domain[]): AppFormValues {
  return {
    name: app.name ?? '',
    // OneSignal is shown but disabled (console.md §2): an app without one reads as Firebase.
    pushService: app.pushService ?? 'firebase',
    landingId: app.landing?.id ?? null,
    openerLink: app.openerLink ?? '',
    ...splitRecordName(app.record?.name, domains),
  };
}

/** What a save sends: the subdomain fully cleaned (a trailing hyphen left from typing goes). */
export function valuesForSave(values: AppFormValues): AppFormValues {
  return { ...values, subdomain: sanitizeSubdomain(values.subdomain) };
}

/** Whether this save must find or create a DNS record first. */
export function needsRecord(context: AppFormContext): boolean {
  return context.mode === 'create' || recordNameChanged(context.values, context.app);
}

export function errorsOf(context: AppFormContext, values = context.values): AppFormErrors {
  const checkRecord =
    context.mode === 'create' ||
    values.domain !== context.savedValues.domain ||
    values.subdomain !== context.savedValues.subdomain;
  return validateAppForm(values, { checkRecord });
}

export function canSave(context: AppFormContext): boolean {
  const values = valuesForSave(context.values);
  return (
    !valuesEqual(values, context.savedValues) && Object.keys(errorsOf(context, values)).length === 0
  );
}

/** `POST /api/pwa` body as the form holds it: its ids may still be missing (the form says so). */
export type AppCreateDraft = Omit<AppCreate, 'landingId' | 'recordId'> & {
  landingId: number | null;
  recordId: number | null;
};

/** `POST /api/pwa` body: exactly pushService, name, landingId, openerLink, recordId. */
export function createPayload(context: AppFormContext): AppCreateDraft {
  const { values } = context;
  return {
    pushService: values.pushService,
    name: values.name.trim(),
    landingId: values.landingId,
    openerLink: values.openerLink.trim(),
    recordId: context.recordId,
  };
}

/** The body a save sends: a missing id is a `MissingIdError`, never id 0. */
export function createBody(context: AppFormContext): AppCreate {
  const draft = createPayload(context);
  return {
    ...draft,
    landingId: requireId(draft.landingId, 'landing'),
    recordId: requireId(draft.recordId, 'DNS record'),
  };
}

/** `PATCH /api/pwa/{id}` body: the changed fields only, and a record id only for a new record. */
export function updatePayload(context: AppFormContext): AppUpdate {
  const { values, savedValues } = context;
  const changes: AppUpdate = {};
  for (const field of EDITABLE_FIELDS) {
    if (values[field] === savedValues[field]) continue;
    if (field === 'name') changes.name = values.name.trim();
    if (field === 'pushService') changes.pushService = values.pushService;
    if (field === 'openerLink') changes.openerLink = values.openerLink.trim();
    if (field === 'landingId' && values.landingId !== null) changes.landingId = values.landingId;
  }
  if (needsRecord(context) && context.recordId !== null) changes.recordId = context.recordId;
  return changes;
}

/** The app after a successful update, as far as the form knows it. */
export function appAfterUpdate(context: AppFormContext): App | null {
  const { app, values } = context;
  if (app === null) return null;
  const recordChanged = needsRecord(context) && context.recordId !== null;
  return {
    ...app,
    name: values.name.trim(),
    pushService: values.pushService,
    openerLink: values.openerLink.trim(),
    landing: values.landingId === null ? (app.landing ?? null) : { id: values.landingId },
    record: recordChanged
      ? { id: context.recordId ?? undefined, name: fullRecordName(values) }
      : (app.record ?? null),
  };
}
