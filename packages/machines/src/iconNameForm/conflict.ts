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

/** The three-way merge of the names form against the launcher as the server holds it now. */
export const namesConflictOf = (context: IconNameContext, current: Launcher) =>
  formConflictOf(
    FIELD_KINDS,
    context.savedValues,
    context.values,
    namesOf(current),
    current.version,
  );
