import { isDirty, isValid } from './changes.ts';
import type { TemplateFormContext } from './context.ts';

/** Submit goes through only for a changed, valid form. */
export const canSubmit = (context: TemplateFormContext) => isDirty(context) && isValid(context);

export const isCreateMode = (context: TemplateFormContext) => context.mode === 'create';

/** On create, an empty code is filled from the chosen archive's name. */
export const shouldFillCode = (context: TemplateFormContext) =>
  context.mode === 'create' && context.values.code.trim() === '';
