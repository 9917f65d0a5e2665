import type { Template } from '@landing/api';
import { formConflictOf } from '../shared/conflict/formConflict.ts';
import type { TemplateFormContext, TemplateFormValues } from './context.ts';

/** Code and description are single values; an edited template keeps its archive (null here). */
const FIELD_KINDS = { code: 'value', description: 'value', archive: 'value' } as const;

/** The form's values for a template as stored. */
export const valuesOfTemplate = (template: Template): TemplateFormValues => ({
  code: template.code ?? '',
  description: template.description ?? '',
  archive: null,
});

/** The three-way merge of the form against the template as the server holds it now. */
export const templateConflictOf = (context: TemplateFormContext, current: Template) =>
  formConflictOf(
    FIELD_KINDS,
    context.savedValues,
    context.values,
    valuesOfTemplate(current),
    current.version,
  );
