import type { TemplateFormContext, TemplateFormValues } from './context.ts';
import { validateTemplateForm } from './validation.ts';

export const errorsOf = (context: TemplateFormContext) =>
  validateTemplateForm(context.values, context.mode, context.archiveIsZip);

export const isValid = (context: TemplateFormContext) =>
  Object.keys(errorsOf(context)).length === 0;

const sameValues = (a: TemplateFormValues, b: TemplateFormValues) =>
  a.code === b.code && a.description === b.description && a.archive === b.archive;

/** The form differs from what it opened with. */
export const isDirty = (context: TemplateFormContext) =>
  !sameValues(context.values, context.savedValues);

/** `PATCH /api/template/{id}` sends the changed text fields only. */
export function updateChanges(context: TemplateFormContext) {
  const { values, savedValues } = context;
  return {
    ...(values.code !== savedValues.code ? { code: values.code } : {}),
    ...(values.description !== savedValues.description ? { description: values.description } : {}),
  };
}
