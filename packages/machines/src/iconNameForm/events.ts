import type { ConflictEvent } from '../shared/conflict/formConflict.ts';
import type { ChangedElsewhere } from '../shared/changedElsewhere.ts';
import type { IconDesign } from './actors.ts';
import type { IconNameValues } from './context.ts';

export type IconNameEvent =
  | { type: 'field.change'; values: Partial<IconNameValues> }
  /** A file chosen in the icon picker; null when the choice is cleared. */
  | { type: 'icon.choose'; file: File | null }
  /** Undo or Redo puts a chosen icon back (or none): the picker starts over showing it. */
  | { type: 'icon.restore'; file: File | null }
  /** 'Save'. */
  | { type: 'form.save' }
  /** Back to the saved names and the stored icon. */
  | { type: 'form.reset' }
  | ConflictEvent<keyof IconNameValues>
  /** Another operator saved the launcher (the landing watch heard of it; issue 29). */
  | { type: 'form.changedElsewhere'; change: ChangedElsewhere }
  /** 'Reload': the names as saved now replace the unsaved input. */
  | { type: 'form.reload' }
  /** The base design's load (spawned beside the form, so its answers are events of the form). */
  | { type: 'xstate.done.actor.loadIconDesign'; output: IconDesign }
  | { type: 'xstate.error.actor.loadIconDesign'; error: unknown };
