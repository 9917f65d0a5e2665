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

/** The form's values in a row the landing watch or a read answered; null when it is no launcher. */
export const staticValuesOfRow = (row: unknown): StaticContentValues | null => {
  if (typeof row !== 'object' || row === null || !('name' in row)) return null;
  const launcher = row as Launcher;
  return valuesFromStaticContent(launcher.staticContent ?? null, launcher.name ?? '');
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
