import { isDirty, isValid } from './changes.ts';
import type { TemplateFormContext } from './context.ts';

/** A chosen archive whose bytes are still being read. */
export const isArchiveUnread = (context: TemplateFormContext) =>
  context.mode === 'create' && context.values.archive !== null && context.archiveIsZip === null;

/** Submit goes through only for a changed, valid form whose archive was read. */
export const canSubmit = (context: TemplateFormContext) =>
  isDirty(context) && isValid(context) && !isArchiveUnread(context);

export const isCreateMode = (context: TemplateFormContext) => context.mode === 'create';

/** On create, an empty code is filled from the chosen archive's name. */
export const shouldFillCode = (context: TemplateFormContext) =>
  context.mode === 'create' && context.values.code.trim() === '';
