import type { SnapshotFrom } from 'xstate';
import type { relatedLaunchersMachine } from './machine.ts';

export type RelatedLaunchersSnapshot = SnapshotFrom<typeof relatedLaunchersMachine>;

export const selectLinkChoice = (snapshot: RelatedLaunchersSnapshot) => snapshot.context.linkChoice;
/** Linking runs until the landing and the linkable list are loaded again. */
export const selectIsLinking = (snapshot: RelatedLaunchersSnapshot) =>
  snapshot.matches('linking') || snapshot.matches('refreshing');
export const selectIsUnlinking = (snapshot: RelatedLaunchersSnapshot) =>
  snapshot.matches('unlinking');
/**
 * Another operator changed the links while a launcher is chosen: shown with Reload once the
 * read confirmed it (Reload waits for idle).
 */
export const selectChangedElsewhere = (snapshot: RelatedLaunchersSnapshot) =>
  snapshot.matches('idle') && snapshot.context.linkChoice !== null
    ? snapshot.context.changedElsewhere
    : null;
