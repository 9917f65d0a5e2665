import type { Template } from '@landing/api';
import type { FormConflict } from '../shared/conflict/formConflict.ts';

/** A chosen archive: a browser `File` fits (only its name, size and bytes are used). */
export type TemplateArchive = Blob & { readonly name: string };

export type TemplateFormValues = {
  code: string;
  description: string;
  /** The chosen archive (create mode only; an edited template keeps its archive). */
  archive: TemplateArchive | null;
};

export type TemplateFormField = keyof TemplateFormValues;
export type TemplateFormErrors = Partial<Record<TemplateFormField, string>>;
export type TemplateFormMode = 'create' | 'edit';

export type TemplateFormInput = {
  /** The template to edit; null to add one. */
  template: Template | null;
};

export type TemplateFormContext = {
  mode: TemplateFormMode;
  templateId: number | null;
  /** The stored archive's file name, shown read-only when editing. */
  archiveName: string | null;
  values: TemplateFormValues;
  /** What the form opened with: the submit button is enabled only when `values` differ. */
  savedValues: TemplateFormValues;
  /** Fields the operator changed; their messages show before any submit. */
  touched: Partial<Record<TemplateFormField, true>>;
  /** A submit was attempted: every message shows. */
  submitted: boolean;
  /** The last save failure (server message, else 'Failed to save template'). */
  error: string | null;
  /** Upload progress in percent (0–100) while saving, else null. */
  progress: number | null;
  /** The template as the server answered it, once saved. */
  savedTemplate: Template | null;
  /** The templates listed before a create (null if that read failed): to find an unnamed one. */
  templateIdsBefore: number[] | null;
  /** Whether the chosen archive's bytes are a zip (the server's check); null until read. */
  archiveIsZip: boolean | null;
  /** The template's version as the form opened it; an update names it (If-Match). */
  version: unknown;
  /** While the conflict dialog is open (issue 29). */
  conflict: FormConflict<TemplateFormValues> | null;
  /** Grows when Undo or Redo puts another archive back, so the file picker starts over. */
  archiveGeneration: number;
};

export const EMPTY_TEMPLATE_FORM: TemplateFormValues = { code: '', description: '', archive: null };

/**
 * The stored archive's name for the read-only field: the uploaded name when the back office gives
 * it (`archiveName`), else the URL's last segment. The server's archive URL carries no file name
 * (`/api/files/{id}`); then the name is `{code}.zip`.
 */
export function archiveNameOf(
  template: Pick<Template, 'code' | 'archiveUrl' | 'archiveName'>,
): string {
  if (template.archiveName) return template.archiveName;
  const last = (template.archiveUrl ?? '').split(/[?#]/)[0]?.split('/').pop() ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A malformed escape: keep the raw segment.
  }
  return name.toLowerCase().endsWith('.zip') ? name : `${template.code ?? 'template'}.zip`;
}

export function initialTemplateFormContext(input: TemplateFormInput): TemplateFormContext {
  const { template } = input;
  const values: TemplateFormValues =
    template === null
      ? EMPTY_TEMPLATE_FORM
      : { code: template.code ?? '', description: template.description ?? '', archive: null };
  return {
    mode: template === null ? 'create' : 'edit',
    templateId: template?.id ?? null,
    archiveName: template === null ? null : archiveNameOf(template),
    values,
    savedValues: values,
    touched: {},
    submitted: false,
    error: null,
    progress: null,
    savedTemplate: null,
    templateIdsBefore: null,
    archiveIsZip: null,
    version: template?.version,
    conflict: null,
    archiveGeneration: 0,
  };
}
