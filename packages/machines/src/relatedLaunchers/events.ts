import type { ChangedElsewhere } from '../shared/changedElsewhere.ts';

export type RelatedLaunchersEvent =
  | { type: 'related.choose'; launcherId: number | null }
  | { type: 'related.link' }
  | { type: 'related.unlink'; launcherId: number }
  /** The landing watch: another operator may have linked or unlinked launchers. */
  | { type: 'related.changedElsewhere'; change: ChangedElsewhere }
  /** Reload on the notice: the chosen launcher is dropped and the links read again. */
  | { type: 'related.reload' };
