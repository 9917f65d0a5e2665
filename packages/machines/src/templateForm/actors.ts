import type { Template } from '@landing/api';
import { notProvidedActor } from '../shared/notProvided.ts';
import type { TemplateArchive } from './context.ts';

/** Upload progress for the form: percent 0–100. */
export type TemplateUploadProgress = (percent: number) => void;

export type CreateTemplateInput = {
  code: string;
  description: string;
  archive: TemplateArchive;
  onProgress: TemplateUploadProgress;
};

export type InspectArchiveInput = { archive: TemplateArchive };

export type UpdateTemplateInput = {
  id: number;
  changes: { code?: string; description?: string };
  /** The template's version the form started from (If-Match); absent without versions. */
  version: unknown;
  onProgress: TemplateUploadProgress;
};

export type TemplateSavedParams = { template: Template };
/** A create: the new template as loaded, or `idUnknown` when the answer did not name it. */
export type TemplateCreated = { kind: 'created'; template: Template } | { kind: 'idUnknown' };
export type ReportSaveFailureParams = { error: unknown };

/**
 * What a host can listen to with `actor.on(...)`, when it provides `templateSaved` and
 * `reportSaveFailure` as `emit(...)` actions (the template form modal does).
 */
export type TemplateFormEmitted =
  | { type: 'template.saved'; template: Template }
  | { type: 'template.savedWithoutRecord' }
  | { type: 'template.saveFailed'; error: unknown };

/** Injected actors (`fromPromise`); a rejection is read by `serverMessageOf`. */
export const templateFormActors = {
  /** Reads the chosen archive's first bytes: whether they are a zip (`archiveLooksLikeZip`). */
  inspectArchive: notProvidedActor<boolean, InspectArchiveInput>('inspectArchive'),
  /**
   * POST /api/template (multipart: code, description, archive), reporting upload progress; the
   * template loaded when the answer names it.
   */
  createTemplate: notProvidedActor<TemplateCreated, CreateTemplateInput>('createTemplate'),
  /** GET /api/template: before a create, and after one answered without its id. */
  listTemplates: notProvidedActor<Template[], void>('listTemplates'),
  /** PATCH /api/template/{id} (multipart) with the changed fields only. */
  updateTemplate: notProvidedActor<Template, UpdateTemplateInput>('updateTemplate'),
  /** GET /api/template/{id} before an update to a server without versions, or after a stale one. */
  checkTemplate: notProvidedActor<Template, { id: number }>('checkTemplate'),
};
