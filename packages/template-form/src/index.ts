export {
  TemplateFormModal,
  type TemplateFormModalProps,
} from './TemplateFormModal/TemplateFormModal.tsx';
export {
  createTemplateFormLogic,
  type TemplateFormCalls,
  type TemplateFormLogic,
} from './TemplateFormModal/templateFormLogic.ts';
