import {
  staticContentSelectors,
  type staticContentMachine,
  type StaticContentField,
  type StaticContentValues,
} from '@landing/machines';
import { ConflictDialog } from '@landing/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';

type StaticContentActor = ActorRefFrom<typeof staticContentMachine>;

/** The form's own labels. */
const FIELD_LABELS: Record<StaticContentField, string> = {
  name: 'Application Name',
  shortName: 'Short Name',
  developer: 'Developer',
  email: 'Email',
  reviews: 'Reviews',
  size: 'Size (MB)',
  age: 'Age Restriction',
  installs: 'Installs',
  ratingPeople: 'Rating Count',
  rating: 'Calculated Rating',
  starPercent: 'Rating distribution (5 to 1 stars, %)',
  version: 'App Version',
  androidVersion: 'Android Version',
};

const shown = (values: StaticContentValues) =>
  Object.fromEntries(
    Object.entries(values).map(([field, value]) => [
      field,
      Array.isArray(value) ? value.join(' / ') : String(value),
    ]),
  ) as Record<StaticContentField, string>;

/** The Static Content form's conflict dialog (issue 29): both operators changed its fields. */
export function StaticContentConflictDialog({ actorRef }: { actorRef: StaticContentActor }) {
  const conflict = useSelector(actorRef, staticContentSelectors.selectConflict);
  const mine = useSelector(actorRef, staticContentSelectors.selectMine);
  if (!conflict) return null;
  return (
    <ConflictDialog
      title="Someone else saved this static content"
      saveLabel="Save Merged Static Content"
      fields={conflict.fields}
      labels={FIELD_LABELS}
      original={shown(conflict.original)}
      theirs={shown(conflict.theirs)}
      mine={shown(mine)}
      picks={conflict.picks}
      onPick={(field, side) => actorRef.send({ type: 'conflict.pick', field, side })}
      onPickAll={(side) => actorRef.send({ type: 'conflict.pickAll', side })}
      onSave={() => actorRef.send({ type: 'conflict.save' })}
      onCancel={() => actorRef.send({ type: 'conflict.cancel' })}
    />
  );
}
