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

/**
 * A form the section's Undo and Redo step through (a draft form with `currentOf` is one): its
 * values as they are, and the events that put a step back.
 */
export interface HistoryForm<TValues = unknown> {
  id: string;
  actor: AnyActorRef;
  /** The form takes a restore now; while it is not (saving, checking), Undo and Redo wait. */
  isReady: (snapshot: unknown) => boolean;
  currentOf: (snapshot: unknown) => TValues;
  restore: (values: TValues, snapshot: unknown) => readonly AnyEventObject[];
}

/** The draft forms that give `currentOf` are steps of the section's history too. */
export const hasHistory = (form: DraftForm): form is DraftForm & HistoryForm =>
  form.currentOf !== undefined;

/** Keeps a form's own value types inside its history definition. */
export const historyForm = <TValues>(form: HistoryForm<TValues>): HistoryForm =>
  form as unknown as HistoryForm;

/** A section's forms whose drafts are kept, from its running actor. */
export type SectionDrafts<TActor> = (actorRef: TActor) => readonly DraftForm[];

/** Keeps a form's own value types inside its definition. */
export const draftForm = <TValues>(form: DraftForm<TValues>): DraftForm =>
  form as unknown as DraftForm;
