import type { Landing, LinkableLauncher } from '../editor/entities.ts';

export type RelatedLaunchersInput = {
  /** Null only for a landing not saved yet: nothing can be linked to it. */
  landingId: number | null;
  /** The ids of the launchers linked now. */
  relatedIds: readonly number[];
};

export type RelatedLaunchersContext = {
  landingId: number | null;
  relatedIds: readonly number[];
  /** The launcher chosen in 'Link Launcher'. */
  linkChoice: number | null;
  /** The launcher being unlinked. */
  unlinkId: number | null;
  /** What a refresh after a link change loaded (null: that load failed, the last one stays). */
  landing: Landing | null;
  linkableLaunchers: LinkableLauncher[] | null;
};

export const initialRelatedLaunchersContext = (
  input: RelatedLaunchersInput,
): RelatedLaunchersContext => ({
  landingId: input.landingId,
  relatedIds: input.relatedIds,
  linkChoice: null,
  unlinkId: null,
  landing: null,
  linkableLaunchers: null,
});
