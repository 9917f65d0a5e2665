import { draftForm, type DraftForm } from '@landing/drafts';
import {
  draftBaseOf,
  templateFormDraftFormat,
  templateFormSelectors,
  type TemplateFormSnapshot,
} from '@landing/machines';
import type { TemplateFormActor } from './TemplateForm.tsx';

/**
 * The template form's draft: Code and Description as typed; a chosen archive is named as a
 * file to re-attach. A saved template leaves none.
 */
export const templateFormDraft = (actor: TemplateFormActor, label: string): DraftForm =>
  draftForm({
    id: 'template',
    label,
    actor,
    format: templateFormDraftFormat,
    isReady: (snapshot) => (snapshot as TemplateFormSnapshot).matches('editing'),
    valuesOf: (snapshot) => {
      const form = snapshot as TemplateFormSnapshot;
      if (form.matches('saved') || !templateFormSelectors.selectIsDirty(form)) return null;
      const { code, description } = form.context.values;
      return { code, description };
    },
    baseOf: (snapshot) => {
      // The form keeps no version of the template: a draft is judged by the saved fields.
      const { code, description } = (snapshot as TemplateFormSnapshot).context.savedValues;
      return draftBaseOf(null, { code, description });
    },
    filesOf: (snapshot) => {
      const { archive } = (snapshot as TemplateFormSnapshot).context.values;
      return archive === null ? [] : [{ field: 'archive', name: archive.name }];
    },
    restore: (values) => [{ type: 'form.change', values }],
  });
