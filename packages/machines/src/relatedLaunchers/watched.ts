import type { Landing } from '../editor/entities.ts';
import type { WatchedForm } from '../shared/changedElsewhere.ts';
import type { RelatedLaunchersContext } from './context.ts';

const relatedIdsOf = (landing: Landing) => (landing.relatedLaunchers ?? []).map(({ id }) => id);

const isLanding = (row: unknown): row is Landing =>
  typeof row === 'object' && row !== null && 'id' in row && 'mainLauncher' in row;

/**
 * Related Launchers under the one rule for other operators' saves: what it shows is the linked
 * launchers' ids in order; a launcher chosen and not linked yet is its unsaved input. The
 * landing's read carries no version: the stamp it holds is the one the watch last told.
 */
export const watchedLinks: WatchedForm<RelatedLaunchersContext, readonly number[], Landing> = {
  shownOf: (row) => (isLanding(row) ? relatedIdsOf(row) : null),
  savedOf: (context) => context.relatedIds,
  sameShown: (a, b) => a.length === b.length && a.every((id, i) => id === b[i]),
  isDirty: (context) => context.linkChoice !== null,
  take: (context, landing) => ({
    landing,
    relatedIds: relatedIdsOf(landing),
    version: context.changedElsewhere?.version,
  }),
  versionOf: () => undefined,
  takeVersion: (context) => ({ version: context.changedElsewhere?.version }),
};
