import type { TranslationsEvent } from './events.ts';
import type { Launcher, LauncherContent } from '../editor/entities.ts';

export type TranslationsInput = {
  /** The active launcher with its contents (the strip runs only while there is one). */
  launcher: Launcher;
  /** Its default translation, which a new one copies (null when it has none yet). */
  baseContent: LauncherContent | null;
};

/** The new-language form of the tab strip. */
export type NewTranslation = { open: boolean; localeId: number | null };

export type TranslationsContext = TranslationsInput & {
  newTranslation: NewTranslation;
  /** The translation being deleted. */
  deleteId: number | null;
  /** The translation just created (its id), activated once the launcher is loaded again. */
  createdId: number | null;
  /**
   * The translations there were before a create answered without its id (null: none unnamed,
   * or they were not known): the one new tab in the chosen language is the created one.
   */
  contentIdsBefore: number[] | null;
  /**
   * Translation rows the landing watch told while the strip created, read or deleted one (the
   * last of each row): heard once the strip is idle again (issue 29).
   */
  keptChanges: readonly KeptTranslationChange[];
};

/** A translation row another operator changed, kept while the strip is busy. */
export type KeptTranslationChange = Extract<
  TranslationsEvent,
  { type: 'translations.changedElsewhere' }
>;

export const CLOSED_FORM: NewTranslation = { open: false, localeId: null };

export const initialTranslationsContext = (input: TranslationsInput): TranslationsContext => ({
  launcher: input.launcher,
  baseContent: input.baseContent,
  newTranslation: CLOSED_FORM,
  deleteId: null,
  createdId: null,
  contentIdsBefore: null,
  keptChanges: [],
});
