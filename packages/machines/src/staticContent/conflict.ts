import type { Launcher } from '@landing/api';
import { formConflictOf } from '../shared/conflict/formConflict.ts';
import type { StaticContentContext, StaticContentValues } from './context.ts';
import { valuesFromStaticContent } from './values.ts';

/** Every field is one value; the star distribution is one value of five rows. */
const FIELD_KINDS: { [K in keyof StaticContentValues]: 'value' } = {
  name: 'value',
  shortName: 'value',
  developer: 'value',
  email: 'value',
  reviews: 'value',
  size: 'value',
  age: 'value',
  installs: 'value',
  ratingPeople: 'value',
  rating: 'value',
  starPercent: 'value',
  version: 'value',
  androidVersion: 'value',
};

/** The three-way merge of the form against the launcher's static content as stored now. */
export const staticContentConflictOf = (context: StaticContentContext, current: Launcher) =>
  formConflictOf(
    FIELD_KINDS,
    context.savedValues,
    context.values,
    valuesFromStaticContent(current.staticContent ?? null, current.name ?? ''),
    current.version,
  );
