import type { ApiClient, Template, UploadProgress } from '@landing/api';
import {
  archiveLooksLikeZip,
  templateFormMachine,
  type CreateTemplateInput,
  type TemplateCreated,
  type InspectArchiveInput,
  type ReportSaveFailureParams,
  type TemplateSavedParams,
  type TemplateUploadProgress,
  type UpdateTemplateInput,
} from '@landing/machines';
import { emit, fromPromise } from 'xstate';

/** The calls the form makes: `client.template` of `@landing/api` fits. */
export type TemplateFormCalls = Pick<ApiClient['template'], 'create' | 'update' | 'get' | 'list'>;

/** The template form machine with its network effects provided. */
export type TemplateFormLogic = typeof templateFormMachine;

const percentOf = (onProgress: TemplateUploadProgress) => ({
  onUploadProgress: (progress: UploadProgress) => onProgress(progress.percent * 100),
});

/**
 * The template form machine whose saves go through the API client, with upload progress. Its
 * outcomes are emitted: listen with `actor.on('template.saved' | 'template.saveFailed', …)`.
 */
export function createTemplateFormLogic(calls: TemplateFormCalls): TemplateFormLogic {
  return templateFormMachine.provide({
    actors: {
      inspectArchive: fromPromise<boolean, InspectArchiveInput>(({ input }) =>
        archiveLooksLikeZip(input.archive),
      ),
      // A write's answer is read only for a new id (DECISIONS.md): the template is loaded; an
      // answer without it is for the machine to look for.
      createTemplate: fromPromise<TemplateCreated, CreateTemplateInput>(async ({ input }) => {
        const created = await calls.create(
          { code: input.code, description: input.description, archive: input.archive },
          percentOf(input.onProgress),
        );
        if (created.kind !== 'created') return created;
        return { kind: 'created', template: await calls.get(created.id) };
      }),
      listTemplates: fromPromise<Template[], void>(() => calls.list()),
      updateTemplate: fromPromise<Template, UpdateTemplateInput>(async ({ input }) => {
        await calls.update(input.id, input.changes, {
          ...percentOf(input.onProgress),
          version: input.version,
        });
        return calls.get(input.id);
      }),
      checkTemplate: fromPromise<Template, { id: number }>(({ input }) => calls.get(input.id)),
    },
    actions: {
      templateSaved: emit((_, params: TemplateSavedParams) => ({
        type: 'template.saved' as const,
        template: params.template,
      })),
      templateSavedWithoutRecord: emit({ type: 'template.savedWithoutRecord' as const }),
      reportSaveFailure: emit((_, params: ReportSaveFailureParams) => ({
        type: 'template.saveFailed' as const,
        error: params.error,
      })),
    },
  });
}
