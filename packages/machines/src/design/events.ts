import type { ChangedElsewhere } from '../shared/changedElsewhere.ts';
import type { ConflictEvent } from '../shared/conflict/formConflict.ts';
import type { DesignConflictField } from './conflict.ts';
import type { DesignField, DesignValues } from './context.ts';

/** Something the frame-capture actor can draw from (the view's video element); opaque here. */
export type FrameSource = unknown;

export type DesignEvent =
  | { type: 'design.retry' }
  | { type: 'icon.choose'; file: File }
  | { type: 'icon.remove' }
  | { type: 'screens.add'; files: File[] }
  | { type: 'screen.moveLeft'; key: string }
  | { type: 'screen.moveRight'; key: string }
  | { type: 'screen.remove'; key: string }
  | { type: 'video.choose'; file: File }
  | { type: 'frame.capture'; source: FrameSource }
  | { type: 'preview.remove' }
  | { type: 'field.blur'; field: DesignField }
  | { type: 'design.save' }
  | { type: 'save.progress'; percent: number }
  | { type: 'design.useBase' }
  | { type: 'design.unlink' }
  | { type: 'design.unlinkConfirm' }
  | { type: 'design.unlinkCancel' }
  /** Undo or Redo puts a step of the form back: its files and the gallery's order. */
  | { type: 'design.restore'; values: DesignValues }
  /** The landing watch heard another operator save this design (issue 29). */
  | { type: 'design.changedElsewhere'; change: ChangedElsewhere }
  /** Reload on the notice: the design is read again, chosen files and moves dropped. */
  | { type: 'design.reload' }
  /** The conflict dialog (issue 29): picks, keep all, save the merge, cancel. */
  | ConflictEvent<DesignConflictField>;
