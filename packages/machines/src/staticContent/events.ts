import type { ChangedElsewhere } from '../shared/changedElsewhere.ts';
import type { ConflictEvent } from '../shared/conflict/formConflict.ts';
import type {
  StaticContentField,
  StaticContentTypedField,
  StaticContentValues,
} from './context.ts';

export type StaticContentEvent =
  /** Typed or chosen fields (Application Name … Android Version, not Rating or the stars). */
  | { type: 'field.change'; values: Partial<Pick<StaticContentValues, StaticContentTypedField>> }
  /**
   * A star row's slider moved. `index` is the row in `starPercent` order (0 = 5 stars); the value
   * is capped so the five stay within 100, and the rating follows 100 ms after the last move.
   */
  | { type: 'star.change'; index: number; value: number }
  /** 'Save Static Content'. */
  | { type: 'form.save' }
  /** 'Reset Changes': back to the last saved values. */
  | { type: 'form.reset' }
  | ConflictEvent<StaticContentField>
  /** Another operator saved the launcher (the landing watch heard of it; issue 29). */
  | { type: 'form.changedElsewhere'; change: ChangedElsewhere }
  /** 'Reload': the static content as saved now replaces the unsaved input. */
  | { type: 'form.reload' };
