import {
  TEMPLATE_ARCHIVE_EXTENSION,
  TEMPLATE_AUTO_CODE_LENGTH,
  TEMPLATE_CODE_MAX_LENGTH,
  TemplateCode,
} from '@landing/api';
import { looksLikeZip, uploadLimits } from '@landing/api/uploads';
import type {
  TemplateArchive,
  TemplateFormErrors,
  TemplateFormMode,
  TemplateFormValues,
} from './context.ts';

import { TEMPLATE_FORM_MESSAGES } from './texts.ts';

export { TEMPLATE_FORM_MESSAGES };

export const isZipName = (name: string) => name.toLowerCase().endsWith(TEMPLATE_ARCHIVE_EXTENSION);

/** Whether the archive's first bytes are a zip, by the server's own check (`looksLikeZip`). */
export async function archiveLooksLikeZip(archive: Blob): Promise<boolean> {
  return looksLikeZip(new Uint8Array(await archive.slice(0, 22).arrayBuffer()));
}

/**
 * The archive's message, or undefined when it is acceptable: a .zip name (stricter than the
 * server), within the shared upload limit, and not bytes already read as no zip (`isZip`).
 */
export function archiveError(
  archive: TemplateArchive | null,
  mode: TemplateFormMode,
  isZip: boolean | null = null,
): string | undefined {
  if (archive === null) return mode === 'create' ? TEMPLATE_FORM_MESSAGES.required : undefined;
  if (!isZipName(archive.name)) return TEMPLATE_FORM_MESSAGES.archiveType;
  if (archive.size > uploadLimits.archive) return TEMPLATE_FORM_MESSAGES.archiveSize;
  if (isZip === false) return TEMPLATE_FORM_MESSAGES.archiveType;
  return undefined;
}

/** The code's message, or undefined. The character rule is the server's own schema. */
export function codeError(code: string): string | undefined {
  if (code === '') return TEMPLATE_FORM_MESSAGES.required;
  if (!TemplateCode.allows(code)) return TEMPLATE_FORM_MESSAGES.codeCharacters;
  if (code.length > TEMPLATE_CODE_MAX_LENGTH) return TEMPLATE_FORM_MESSAGES.codeLength;
  return undefined;
}

export function validateTemplateForm(
  values: TemplateFormValues,
  mode: TemplateFormMode,
  archiveIsZip: boolean | null = null,
): TemplateFormErrors {
  const errors: TemplateFormErrors = {};
  const code = codeError(values.code);
  if (code !== undefined) errors.code = code;
  const archive = archiveError(values.archive, mode, archiveIsZip);
  if (archive !== undefined) errors.archive = archive;
  return errors;
}

/**
 * The code a new template gets from its archive's name: the name without its extension, every
 * character but latin letters and digits removed, cut to 10 characters.
 */
export function codeFromArchiveName(name: string): string {
  return name
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, TEMPLATE_AUTO_CODE_LENGTH);
}
