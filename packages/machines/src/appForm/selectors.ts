import type { SnapshotFrom } from 'xstate';
import { errorsOf, isDirty } from './changes.ts';
import type { AppFormField } from './context.ts';
import type { App, LinkableLanding } from './entities.ts';
import type { appFormMachine } from './machine.ts';

export type AppFormSnapshot = SnapshotFrom<typeof appFormMachine>;
export type LandingOption = { id: number; label: string };

export const selectMode = (snapshot: AppFormSnapshot) => snapshot.context.mode;
export const selectIsEditMode = (snapshot: AppFormSnapshot) => snapshot.context.mode === 'edit';
export const selectAppId = (snapshot: AppFormSnapshot) => snapshot.context.appId;
/** The breadcrumb's live name (falls back in the view to 'New App' / 'App #{id}'). */
export const selectAppName = (snapshot: AppFormSnapshot) => snapshot.context.values.name.trim();
export const selectWebServerUrl = (snapshot: AppFormSnapshot) =>
  snapshot.context.app?.webServerUrl ?? null;
export const selectValues = (snapshot: AppFormSnapshot) => snapshot.context.values;
export const selectValue =
  <TField extends AppFormField>(field: TField) =>
  (snapshot: AppFormSnapshot) =>
    snapshot.context.values[field];
/** A field's message once it was changed or a save was attempted; else null. */
export const selectFieldError = (field: AppFormField) => (snapshot: AppFormSnapshot) => {
  const { context } = snapshot;
  if (!context.submitted && !context.touched[field]) return null;
  return errorsOf(context)[field] ?? null;
};
/**
 * The Landing select's options. The linkable list may leave out the landing the loaded app
 * already uses (it is linked to this very app), so that one comes first as 'Landing #{id}'.
 */
function landingOptionsOf(
  landings: readonly LinkableLanding[],
  app: App | null,
): readonly LandingOption[] {
  const options = landings.map((landing) => ({
    id: landing.id,
    label: landing.mainLauncher?.name ?? `Landing #${landing.id}`,
  }));
  const currentId = app?.landing?.id;
  if (currentId === undefined || options.some((option) => option.id === currentId)) {
    return options;
  }
  return [{ id: currentId, label: `Landing #${currentId}` }, ...options];
}

let lastLandingOptions: {
  landings: readonly LinkableLanding[];
  app: App | null;
  options: readonly LandingOption[];
} | null = null;

/** The same array while `context.landings` and `context.app` are unchanged, for `useSelector`. */
export const selectLandingOptions = (snapshot: AppFormSnapshot): readonly LandingOption[] => {
  const { landings, app } = snapshot.context;
  if (lastLandingOptions?.landings !== landings || lastLandingOptions.app !== app) {
    lastLandingOptions = { landings, app, options: landingOptionsOf(landings, app) };
  }
  return lastLandingOptions.options;
};
/** Names of the active domains, for the Connected domain select. */
export const selectDomainOptions = (snapshot: AppFormSnapshot) =>
  snapshot.context.domains.map((domain) => domain.name);
/** The Subdomain field shows only once a domain is chosen. */
export const selectIsSubdomainVisible = (snapshot: AppFormSnapshot) =>
  snapshot.context.values.domain !== '';
export const selectIsPushServiceDisabled = selectIsEditMode;
export const selectIsSubdomainDisabled = selectIsEditMode;
export const selectIsDomainDisabled = selectIsEditMode;
export const selectIsLoading = (snapshot: AppFormSnapshot) => snapshot.hasTag('loading');
export const selectIsLoadFailed = (snapshot: AppFormSnapshot) => snapshot.matches('loadFailed');
/** While true the Save button reads 'Saving…' (create) or 'Updating…' (edit). */
export const selectIsSaving = (snapshot: AppFormSnapshot) => snapshot.hasTag('busy');
export const selectIsDirty = (snapshot: AppFormSnapshot) => isDirty(snapshot.context);
/** Save is enabled only while editing a form that differs from the last saved values. */
export const selectCanSave = (snapshot: AppFormSnapshot) =>
  snapshot.matches('editing') && isDirty(snapshot.context);
export const selectCanReset = selectCanSave;
/** Load or save error text for the red line under the form. */
export const selectError = (snapshot: AppFormSnapshot) => snapshot.context.error;
/** The app was not there to load (deleted elsewhere, or never was): no retry, a way back. */
export const selectIsMissing = (snapshot: AppFormSnapshot) => snapshot.context.missing;
/** Set after a successful save: the page is /apps/{id}. */
export const selectSavedAppId = (snapshot: AppFormSnapshot) => snapshot.context.savedAppId;
/** The conflict dialog's content while it is open (issue 29). */
export const selectConflict = (snapshot: AppFormSnapshot) => snapshot.context.conflict;
/** The operator's own values, the dialog's "Yours". */
export const selectMine = (snapshot: AppFormSnapshot) => snapshot.context.values;
