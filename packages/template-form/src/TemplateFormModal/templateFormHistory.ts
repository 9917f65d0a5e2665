import { historyForm, type HistoryForm } from '@landing/drafts';
import type { TemplateFormSnapshot, TemplateFormValues } from '@landing/machines';
import type { AnyActorRef } from 'xstate';

/** The template form's History: its code, description and chosen archive are the steps. */
export const templateFormHistory = (actor: AnyActorRef): HistoryForm =>
  historyForm<TemplateFormValues>({
    id: 'template',
    actor,
    // Reading a chosen archive is part of its step; a save is not.
    isReady: (snapshot) => (snapshot as TemplateFormSnapshot).matches('editing'),
    currentOf: (snapshot) => (snapshot as TemplateFormSnapshot).context.values,
    restore: (values) => [{ type: 'form.restore', values }],
  });
