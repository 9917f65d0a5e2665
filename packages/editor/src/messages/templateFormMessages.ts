import { TEMPLATE_FORM_MESSAGES, TEMPLATE_GONE, TEMPLATE_SAVE_FALLBACK } from '@landing/machines';
import { defaultTemplateFormWords } from '@landing/template-form';
import type {
  EditorMessages,
  TemplateFormMessageKey,
  TemplateFormTemplateKey,
} from '../package/contract.ts';

/** The New Template dialog Landing Settings opens: `@landing/template-form`'s words (the console's). */
export const templateFormMessages = {
  'templateForm.addTitle': defaultTemplateFormWords.addTitle,
  'templateForm.editTitle': defaultTemplateFormWords.editTitle,
  'templateForm.archiveFile': defaultTemplateFormWords.archiveFile,
  'templateForm.code': defaultTemplateFormWords.code,
  'templateForm.description': defaultTemplateFormWords.description,
  'templateForm.create': defaultTemplateFormWords.create,
  'templateForm.saveChanges': defaultTemplateFormWords.saveChanges,
  'templateForm.uploading': 'Uploading… {percent}%',
  'templateForm.required': TEMPLATE_FORM_MESSAGES.required,
  'templateForm.codeCharacters': TEMPLATE_FORM_MESSAGES.codeCharacters,
  'templateForm.codeLength': TEMPLATE_FORM_MESSAGES.codeLength,
  'templateForm.archiveType': TEMPLATE_FORM_MESSAGES.archiveType,
  'templateForm.archiveSize': TEMPLATE_FORM_MESSAGES.archiveSize,
  'templateForm.saveFailed': TEMPLATE_SAVE_FALLBACK,
  'templateForm.gone': TEMPLATE_GONE,
  'templateForm.draftLabel': defaultTemplateFormWords.draftLabel,
  'templateForm.conflictTitle': defaultTemplateFormWords.conflictTitle,
  'templateForm.conflictSave': defaultTemplateFormWords.conflictSave,
  'templateForm.conflictArchive': defaultTemplateFormWords.conflictArchive,
} satisfies Pick<EditorMessages, TemplateFormMessageKey | TemplateFormTemplateKey>;
