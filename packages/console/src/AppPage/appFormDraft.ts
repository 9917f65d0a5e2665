import { draftForm, type DraftForm } from '@landing/drafts';
import {
  appFormDraftFormat,
  appFormSelectors,
  draftBaseOf,
  type AppFormSnapshot,
} from '@landing/machines';
import type { AppFormActor } from './useAppForm.ts';

/**
 * The app form's draft: its values once they differ from the saved ones; put back as typed. Its
 * values as they are (`currentOf`) are the steps of the page's History.
 */
export const appFormDraft = (actor: AppFormActor): DraftForm =>
  draftForm({
    id: 'app',
    label: 'App',
    actor,
    format: appFormDraftFormat,
    isReady: (snapshot) => (snapshot as AppFormSnapshot).matches('editing'),
    valuesOf: (snapshot) => {
      const form = snapshot as AppFormSnapshot;
      return appFormSelectors.selectIsDirty(form) ? form.context.values : null;
    },
    baseOf: (snapshot) => {
      const { app, savedValues } = (snapshot as AppFormSnapshot).context;
      return draftBaseOf(app?.version, savedValues);
    },
    currentOf: (snapshot) => (snapshot as AppFormSnapshot).context.values,
    restore: (values) => [{ type: 'form.change', values }],
  });
