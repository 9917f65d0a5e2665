import type { Launcher } from '@landing/api';
import { formConflictOf } from '../shared/conflict/formConflict.ts';
import type { IconNameContext, IconNameValues } from './context.ts';

/** Both names are single values. */
const FIELD_KINDS = { name: 'value', shortName: 'value' } as const;

/** The names as a launcher holds them. */
export const namesOf = (launcher: Launcher): IconNameValues => ({
  name: launcher.name ?? '',
  shortName: launcher.staticContent?.shortName ?? '',
});

/** The names in a row the landing watch or a read answered; null when it is no launcher. */
export const namesOfRow = (row: unknown): IconNameValues | null =>
  typeof row === 'object' && row !== null && 'name' in row ? namesOf(row as Launcher) : null;

export const sameNames = (a: IconNameValues, b: IconNameValues) =>
  a.name.trim() === b.name.trim() && a.shortName.trim() === b.shortName.trim();

/** The three-way merge of the names form against the launcher as the server holds it now. */
export const namesConflictOf = (context: IconNameContext, current: Launcher) =>
  formConflictOf(
    FIELD_KINDS,
    context.savedValues,
    context.values,
    namesOf(current),
    current.version,
  );
