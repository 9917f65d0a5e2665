/**
 * The templateForm model paths the TemplateFormModal stories drive through the modal against
 * the MSW kit, per mode, as `pathName` prints their events; the model test checks each is a
 * model path of its mode. On the screen `form.chooseArchive` is a .zip chosen in Archive File
 * (its name fills the empty code), `form.change` a typed description, `form.submit` the submit
 * button; the save's answer is the kit's, switched to fail where the path fails.
 */
export const TEMPLATE_FORM_SCREEN_PATHS = {
  adding: {
    created: [
      'form.chooseArchive',
      'done.actor.inspectArchive',
      'form.submit',
      'done.actor.listTemplates',
      'done.actor.createTemplate',
    ],
    createFails: [
      'form.chooseArchive',
      'done.actor.inspectArchive',
      'form.submit',
      'done.actor.listTemplates',
      'error.actor.createTemplate',
    ],
  },
  editing: {
    updated: ['form.change', 'form.submit', 'done.actor.updateTemplate'],
    updateFails: ['form.change', 'form.submit', 'error.actor.updateTemplate'],
  },
} as const;

export type TemplateFormScreenMode = keyof typeof TEMPLATE_FORM_SCREEN_PATHS;
