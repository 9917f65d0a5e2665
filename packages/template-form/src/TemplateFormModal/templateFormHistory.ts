import type { TemplateFormSnapshot, TemplateFormValues } from '@landing/machines';
import type { AnyActorRef, AnyEventObject } from 'xstate';

/**
 * The template form as its Undo and Redo see it (the shape of `HistoryForm` in packages/drafts,
 * which this package does not import: the host renders the History bar over it).
 */
export type TemplateFormHistory = {
  id: string;
  actor: AnyActorRef;
  isReady: (snapshot: unknown) => boolean;
  currentOf: (snapshot: unknown) => TemplateFormValues;
  restore: (values: TemplateFormValues) => readonly AnyEventObject[];
};

/** The template form's History: its code, description and chosen archive are the steps. */
export const templateFormHistory = (actor: AnyActorRef): TemplateFormHistory => ({
  id: 'template',
  actor,
  // Reading a chosen archive is part of its step; a save is not.
  isReady: (snapshot) => (snapshot as TemplateFormSnapshot).matches('editing'),
  currentOf: (snapshot) => (snapshot as TemplateFormSnapshot).context.values,
  restore: (values) => [{ type: 'form.restore', values }],
});
