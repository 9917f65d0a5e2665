import type { EventObject } from 'xstate';
import type { FormConflict } from '../shared/conflict/formConflict.ts';
import type { TranslatableContent } from '@landing/api';
import type { ChangedElsewhere, HeldClick } from '../shared/changedElsewhere.ts';

export type { ChangedElsewhere };

/** The Content tab's fields: the translation's translatable text. */
export type ContentValues = {
  description: string;
  tags: string[];
  additionalInfo: string[];
};

export type ContentField = keyof ContentValues;

/** Both operators changed one translation: what the dialog shows (issue 29). */
export type ContentConflict = FormConflict<ContentValues> & {
  /** Their base flag: the resolved save is made against it. */
  isDefault: boolean;
};

export type ContentInput = {
  /** The active translation (launcher content). */
  contentId: number;
};

export type ContentContext = {
  contentId: number;
  /** Sent back unchanged with every save (the PATCH carries translatableContent and isDefault). */
  isDefault: boolean;
  values: ContentValues;
  /** As last loaded or saved: the form is dirty while `values` differ. */
  savedValues: ContentValues;
  /** Fields the operator changed; their messages show before any save attempt. */
  touched: Partial<Record<ContentField, true>>;
  /** A save was attempted: every message shows. */
  submitted: boolean;
  /** Why the translation could not be loaded. */
  loadError: string | null;
  /** The translation's version as loaded or saved; a save names it (If-Match). */
  version: unknown;
  /** While the conflict dialog is open. */
  conflict: ContentConflict | null;
  /** The translation was deleted by another operator while this form was open. */
  gone: boolean;
  /**
   * Another operator saved the translation while this form holds unsaved input (issue 29): who
   * and when, for 'Changed by {operator} {time ago}: Reload'; null otherwise.
   */
  changedElsewhere: ChangedElsewhere | null;
  /** The last click made while another operator's save is read, acted on when it ends (issue 29). */
  heldClick: HeldClick | null;
  /** Changes told while the form could not read them, heard once it can (issue 29). */
  keptChanges: readonly EventObject[];
};

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

export const sameContentValues = (a: ContentValues, b: ContentValues) =>
  a.description === b.description &&
  sameList(a.tags, b.tags) &&
  sameList(a.additionalInfo, b.additionalInfo);

export const EMPTY_CONTENT: ContentValues = { description: '', tags: [], additionalInfo: [] };

export function valuesFromContent(content: TranslatableContent | null | undefined): ContentValues {
  if (!content) return EMPTY_CONTENT;
  return {
    description: content.description,
    tags: [...content.tags],
    additionalInfo: [...content.additionalInfo],
  };
}

export function initialContentContext(input: ContentInput): ContentContext {
  return {
    contentId: input.contentId,
    isDefault: false,
    values: EMPTY_CONTENT,
    savedValues: EMPTY_CONTENT,
    touched: {},
    submitted: false,
    loadError: null,
    version: undefined,
    conflict: null,
    gone: false,
    changedElsewhere: null,
    heldClick: null,
    keptChanges: [],
  };
}

/** The translatable text of a row another operator saved, when the change carries the row. */
export function changedValuesOf(change: ChangedElsewhere): ContentValues | null {
  const row = change.row;
  if (typeof row !== 'object' || row === null || !('translatableContent' in row)) return null;
  return valuesFromContent(row.translatableContent as TranslatableContent | null | undefined);
}
