import type { EventObject } from 'xstate';
import type { Landing, LinkableLauncher } from '../editor/entities.ts';
import type { ChangedElsewhere, HeldClick } from '../shared/changedElsewhere.ts';

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
  /** The landing row's stamp last heard from the landing watch (its links' digest), if any. */
  version?: unknown;
  /**
   * Another operator changed the links while a launcher is chosen and not linked yet: who and
   * when, for 'Changed by {operator} {time ago}: Reload'; null otherwise.
   */
  changedElsewhere: ChangedElsewhere | null;
  /** The last click made while another operator's save is read, acted on when it ends (issue 29). */
  heldClick: HeldClick | null;
  /** Changes told while the form could not read them, heard once it can (issue 29). */
  keptChanges: readonly EventObject[];
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
  changedElsewhere: null,
  heldClick: null,
  keptChanges: [],
});
