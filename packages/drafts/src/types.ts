import type { DraftFormat, FileToReattach } from '@landing/machines';
import type { AnyActorRef, AnyEventObject } from 'xstate';

/**
 * One form of a section whose unsaved values are kept in the browser (the draft store in
 * packages/machines): which actor holds them, how they are read, fingerprinted and put back.
 */
export interface DraftForm<TValues = unknown> {
  /** Tells the form apart within its section's place ('content', 'staticContent', …). */
  id: string;
  /** Names the prompt: 'Restore unsaved changes from {time}?' under it. */
  label: string;
  actor: AnyActorRef;
  format: DraftFormat<TValues>;
  /** The form has loaded and takes a restore. */
  isReady: (snapshot: unknown) => boolean;
  /** The unsaved values; null when nothing is unsaved (a save or a reset clears the draft). */
  valuesOf: (snapshot: unknown) => TValues | null;
  /**
   * What the server holds now (`draftBaseOf` the entity's version and saved values): a draft
   * typed over another is stale.
   */
  baseOf: (snapshot: unknown) => string;
  filesOf?: (snapshot: unknown) => readonly FileToReattach[];
  /** The events that put `values` back into the form as it is now. */
  restore: (values: TValues, snapshot: unknown) => readonly AnyEventObject[];
  /**
   * The form's values as they are, saved or not: with it the section's Undo and Redo step
   * through this form too (`restore` puts a step back).
   */
  currentOf?: (snapshot: unknown) => TValues;
}

/** A section's forms whose drafts are kept, from its running actor. */
export type SectionDrafts<TActor> = (actorRef: TActor) => readonly DraftForm[];

/** Keeps a form's own value types inside its definition. */
export const draftForm = <TValues>(form: DraftForm<TValues>): DraftForm =>
  form as unknown as DraftForm;
