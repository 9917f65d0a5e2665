import {
  appFormSelectors,
  type AppFormField,
  type AppFormValues,
  type LandingOption,
} from '@landing/machines';
import { ConflictDialog, conflictAnswersTo } from '@landing/ui';
import { useSelector } from '@xstate/react';
import type { AppFormActor } from './useAppForm.ts';

/** The form's labels (console.md §2). */
const LABELS: Record<AppFormField, string> = {
  name: 'Name',
  pushService: 'Push Service',
  landingId: 'Landing',
  openerLink: 'Opener Link',
  domain: 'Connected domain',
  subdomain: 'Subdomain',
};

/** Each value as the form shows it: a landing by its label. */
function shown(values: AppFormValues, landings: readonly LandingOption[]) {
  const landing = landings.find((option) => option.id === values.landingId);
  return {
    ...values,
    landingId: landing?.label ?? (values.landingId === null ? '' : `Landing #${values.landingId}`),
  } satisfies Record<AppFormField, string>;
}

/** The app form's conflict dialog (issue 29): another operator saved this app meanwhile. */
export function AppConflictDialog({ actor }: { actor: AppFormActor }) {
  const conflict = useSelector(actor, appFormSelectors.selectConflict);
  const mine = useSelector(actor, appFormSelectors.selectMine);
  const landings = useSelector(actor, appFormSelectors.selectLandingOptions);
  if (!conflict) return null;
  return (
    <ConflictDialog
      title="Someone else saved this app"
      saveLabel="Save Merged App"
      fields={conflict.fields}
      labels={LABELS}
      original={shown(conflict.original, landings)}
      theirs={shown(conflict.theirs, landings)}
      mine={shown(mine, landings)}
      picks={conflict.picks}
      {...conflictAnswersTo(actor.send)}
    />
  );
}
