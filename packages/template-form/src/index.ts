export {
  TemplateFormModal,
  type TemplateFormModalProps,
} from './TemplateFormModal/TemplateFormModal.tsx';
export {
  createTemplateFormLogic,
  type TemplateFormCalls,
  type TemplateFormLogic,
} from './TemplateFormModal/templateFormLogic.ts';
export {
  defaultTemplateFormWords,
  type TemplateFormWords,
} from './TemplateFormModal/templateFormWords.ts';
