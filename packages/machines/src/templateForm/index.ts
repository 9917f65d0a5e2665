export { templateFormMachine, type TemplateFormTag } from './machine.ts';
export { TEMPLATE_FORM_MESSAGES, TEMPLATE_GONE, TEMPLATE_SAVE_FALLBACK } from './texts.ts';
export type { TemplateFormEvent } from './events.ts';
export {
  EMPTY_TEMPLATE_FORM,
  archiveNameOf,
  type TemplateArchive,
  type TemplateFormContext,
  type TemplateFormErrors,
  type TemplateFormField,
  type TemplateFormInput,
  type TemplateFormMode,
  type TemplateFormValues,
} from './context.ts';
export {
  templateFormActors,
  type CreateTemplateInput,
  type InspectArchiveInput,
  type ReportSaveFailureParams,
  type TemplateFormEmitted,
  type TemplateSavedParams,
  type TemplateCreated,
  type TemplateUploadProgress,
  type UpdateTemplateInput,
} from './actors.ts';
export {
  archiveError,
  archiveLooksLikeZip,
  codeError,
  codeFromArchiveName,
  isZipName,
  validateTemplateForm,
} from './validation.ts';
export * as templateFormSelectors from './selectors.ts';
export type { TemplateFormSnapshot } from './selectors.ts';
