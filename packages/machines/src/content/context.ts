import type { FormConflict } from '../shared/conflict/formConflict.ts';
import type { TranslatableContent } from '@landing/api';

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
};

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
  };
}
