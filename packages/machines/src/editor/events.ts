import type { SectionId } from './entities.ts';
import type { SectionReport } from './protocol.ts';

/** Moves that leave the current section's work: asked first when it holds unsaved changes. */
export type EditorMove =
  | { type: 'section.select'; section: SectionId }
  | { type: 'launcher.switch'; launcherId: number }
  | { type: 'content.switch'; contentId: number }
  /** The host's URL changed (landingId / relatedLauncherId props). */
  | { type: 'location.change'; landingId: number | null; relatedLauncherId: number | null };

export type EditorEvent =
  | EditorMove
  | { type: 'leave.confirm' }
  | { type: 'leave.cancel' }
  | SectionReport
  /** Load the landing (or start a new one) again, e.g. the host's `reload()`. */
  | { type: 'editor.reload' }
  /** Everything back to a new, empty landing. */
  | { type: 'editor.reset' };
