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
export type ReportSaveFailureParams = { error: unknown };

/**
 * What a host can listen to with `actor.on(...)`, when it provides `templateSaved` and
 * `reportSaveFailure` as `emit(...)` actions (the template form modal does).
 */
export type TemplateFormEmitted =
  { type: 'template.saved'; template: Template } | { type: 'template.saveFailed'; error: unknown };

/** Injected actors (`fromPromise`); a rejection is read by `serverMessageOf`. */
export const templateFormActors = {
  /** Reads the chosen archive's first bytes: whether they are a zip (`archiveLooksLikeZip`). */
  inspectArchive: notProvidedActor<boolean, InspectArchiveInput>('inspectArchive'),
  /** POST /api/template (multipart: code, description, archive), reporting upload progress. */
  createTemplate: notProvidedActor<Template, CreateTemplateInput>('createTemplate'),
  /** PATCH /api/template/{id} (multipart) with the changed fields only. */
  updateTemplate: notProvidedActor<Template, UpdateTemplateInput>('updateTemplate'),
  /** GET /api/template/{id} before an update to a server without versions, or after a stale one. */
  checkTemplate: notProvidedActor<Template, { id: number }>('checkTemplate'),
};
