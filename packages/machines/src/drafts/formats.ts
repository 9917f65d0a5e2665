import type { AppFormValues } from '../appForm/context.ts';
import type { CommentFormValues } from '../comments/context.ts';
import type { TemplateFormValues } from '../templateForm/context.ts';
import type { DesignDraft } from '../design/draft.ts';
import type { IconNameValues } from '../iconNameForm/context.ts';
import type { ContentValues } from '../content/context.ts';
import {
  STATIC_CONTENT_TEXT_FIELDS,
  type StaticContentTextField,
  type StaticContentValues,
} from '../staticContent/context.ts';
import type { DraftFormat } from './store.ts';

/** The template form's typed fields (the archive is a file: named, not kept). */
export type TemplateFormDraft = Pick<TemplateFormValues, 'code' | 'description'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The Content tab's draft: description, tags and additional info items as typed. */
export const contentDraftFormat: DraftFormat<ContentValues> = {
  version: 1,
  read: (values, version) => {
    if (version !== 1 || !isRecord(values)) return null;
    const { description, tags, additionalInfo } = values;
    if (typeof description !== 'string' || !isStrings(tags) || !isStrings(additionalInfo)) {
      return null;
    }
    return { description, tags, additionalInfo };
  },
};

/** The Icon, Name and Short Name form's draft: both names as typed (a chosen icon is re-attached). */
export const iconNameDraftFormat: DraftFormat<IconNameValues> = {
  version: 1,
  read: (values, version) => {
    if (version !== 1 || !isRecord(values)) return null;
    const { name, shortName } = values;
    if (typeof name !== 'string' || typeof shortName !== 'string') return null;
    return { name, shortName };
  },
};

/** The Static Content form's draft: every field as typed (numbers still text) and the stars. */
export const staticContentDraftFormat: DraftFormat<StaticContentValues> = {
  version: 1,
  read: (values, version) => {
    if (version !== 1 || !isRecord(values)) return null;
    const { age, rating, starPercent } = values;
    if (
      typeof age !== 'number' ||
      typeof rating !== 'number' ||
      !Array.isArray(starPercent) ||
      starPercent.length !== 5 ||
      !starPercent.every((value) => typeof value === 'number')
    ) {
      return null;
    }
    const texts: Partial<Record<StaticContentTextField, string>> = {};
    for (const field of STATIC_CONTENT_TEXT_FIELDS) {
      const value = values[field];
      if (typeof value !== 'string') return null;
      texts[field] = value;
    }
    return {
      ...(texts as Record<StaticContentTextField, string>),
      age,
      rating,
      starPercent: starPercent as StaticContentValues['starPercent'],
    };
  },
};

/** The comment form's draft: the comment being written (or edited) and its fields. */
export interface CommentDraft {
  /** The comment being edited; null: a new one. */
  editingId: number | null;
  values: CommentFormValues;
}

const isIdOrNull = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isInteger(value));

export const commentDraftFormat: DraftFormat<CommentDraft> = {
  version: 1,
  read: (draft, version) => {
    if (version !== 1 || !isRecord(draft) || !isIdOrNull(draft.editingId)) return null;
    const { values } = draft;
    if (!isRecord(values)) return null;
    const { commentatorId, langId, text, stars, countRated, reply } = values;
    if (
      !isIdOrNull(commentatorId) ||
      !isIdOrNull(langId) ||
      typeof text !== 'string' ||
      typeof stars !== 'number' ||
      typeof countRated !== 'string' ||
      typeof reply !== 'string'
    ) {
      return null;
    }
    return {
      editingId: draft.editingId,
      values: { commentatorId, langId, text, stars, countRated, reply },
    };
  },
};

const PUSH_SERVICES: readonly string[] = ['firebase', 'onesignal'];

/** The app form's draft: every field as typed. */
export const appFormDraftFormat: DraftFormat<AppFormValues> = {
  version: 1,
  read: (values, version) => {
    if (version !== 1 || !isRecord(values)) return null;
    const { name, pushService, landingId, openerLink, domain, subdomain } = values;
    if (
      typeof name !== 'string' ||
      typeof pushService !== 'string' ||
      !PUSH_SERVICES.includes(pushService) ||
      !isIdOrNull(landingId) ||
      typeof openerLink !== 'string' ||
      typeof domain !== 'string' ||
      typeof subdomain !== 'string'
    ) {
      return null;
    }
    return {
      name,
      pushService: pushService as AppFormValues['pushService'],
      landingId,
      openerLink,
      domain,
      subdomain,
    };
  },
};

/** The Design tab's draft: the kept stored screenshots in their order (files are re-attached). */
export const designDraftFormat: DraftFormat<DesignDraft> = {
  version: 1,
  read: (values, version) => {
    if (version !== 1 || !isRecord(values) || !isStrings(values.screens)) return null;
    return { screens: values.screens };
  },
};

/** The template form's draft: Code and Description as typed (a chosen archive is re-attached). */
export const templateFormDraftFormat: DraftFormat<TemplateFormDraft> = {
  version: 1,
  read: (values, version) => {
    if (version !== 1 || !isRecord(values)) return null;
    const { code, description } = values;
    if (typeof code !== 'string' || typeof description !== 'string') return null;
    return { code, description };
  },
};
