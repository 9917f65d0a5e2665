import { type } from './answerType.ts';
import { Id, lenient, LenientString, LenientText, Locale, RowVersion, rowsOf } from './common.ts';
import { lazySchema } from './lazySchema.ts';
import { listPageOf } from './listPage.ts';

export const TemplateAuthor = lazySchema(() =>
  type({ 'fullName?': LenientText, 'email?': LenientText }),
);
export type TemplateAuthor = typeof TemplateAuthor.infer;

/**
 * A template translation. Its fields are not shown in the spec; decided: a translation names its
 * language and may carry a translated name and description.
 */
export const TemplateTranslation = lazySchema(() =>
  type({
    id: Id,
    'templateId?': lenient(Id),
    localeId: Id,
    'locale?': lenient(Locale.or('null')),
    'name?': LenientString,
    'description?': LenientString,
  }),
);
export type TemplateTranslation = typeof TemplateTranslation.infer;
export const TemplateTranslationList = lazySchema(() => rowsOf(TemplateTranslation));

/**
 * A template as the console reads it: id and kind required (the Templates list shows custom ones
 * only); anything else may be absent or odd and shows as a dash (DECISIONS.md "Write answers").
 */
export const Template = lazySchema(() =>
  type({
    id: Id,
    'code?': lenient(type('string > 0')),
    'description?': LenientString,
    'archiveUrl?': LenientString,
    /** The uploaded archive's own name (apps/server gives it; the spec does not name it). */
    'archiveName?': LenientString,
    isCustom: 'boolean',
    'createdBy?': lenient(TemplateAuthor.or('null')),
    'translations?': lenient(rowsOf(TemplateTranslation)),
    'version?': RowVersion,
  }),
);
export type Template = typeof Template.infer;
export const TemplateList = lazySchema(() => rowsOf(Template));

/** A page of `GET /api/template?limit=&after=` (issue 31): templates in id order. */
export const TemplatePage = lazySchema(() => listPageOf(Template));

/** Template codes: latin letters and digits only. */
export const TemplateCode = lazySchema(() => type(/^[A-Za-z0-9]+$/));

/** The longest code the server stores (auto-filled codes are 10). */
export const TEMPLATE_CODE_MAX_LENGTH = 50;
const BoundedTemplateCode = lazySchema(() =>
  TemplateCode.and(`string <= ${TEMPLATE_CODE_MAX_LENGTH}`),
);

/** The spec's messages for a template code; a code over the bound gets the server's own. */
export const TEMPLATE_CODE_MESSAGES = {
  required: 'Required',
  characters: 'Only latin letters and digits, no spaces',
  tooLong: (code: string) =>
    `code must be at most length ${TEMPLATE_CODE_MAX_LENGTH} (was ${code.length})`,
} as const;

/**
 * What is wrong with a template code, in the spec's words; undefined when the bounded code
 * schema accepts it. Both back offices answer it with a 400.
 */
export function templateCodeMessage(code: string | undefined): string | undefined {
  if (code === undefined || code === '') return TEMPLATE_CODE_MESSAGES.required;
  if (!TemplateCode.allows(code)) return TEMPLATE_CODE_MESSAGES.characters;
  if (code.length > TEMPLATE_CODE_MAX_LENGTH) return TEMPLATE_CODE_MESSAGES.tooLong(code);
  return undefined;
}

/** Text fields of the `POST /api/template` multipart body (plus the `archive` file). */
export const TemplateCreateFields = lazySchema(() =>
  type({
    code: BoundedTemplateCode,
    'description?': 'string <= 2000',
  }),
);
export type TemplateCreateFields = typeof TemplateCreateFields.infer;

/** Text fields of the `PATCH /api/template/{id}` multipart body (plus an optional `archive`). */
export const TemplateUpdateFields = lazySchema(() =>
  type({
    'id?': /^[1-9][0-9]*$/,
    'code?': BoundedTemplateCode,
    'description?': 'string <= 2000',
  }),
);
export type TemplateUpdateFields = typeof TemplateUpdateFields.infer;

export const TemplateTranslationCreate = lazySchema(() =>
  type({
    localeId: Id,
    'name?': 'string <= 200',
    'description?': 'string <= 2000',
  }),
);
export type TemplateTranslationCreate = typeof TemplateTranslationCreate.infer;

export const TemplateTranslationUpdate = lazySchema(() => TemplateTranslationCreate.partial());
export type TemplateTranslationUpdate = typeof TemplateTranslationUpdate.infer;
