import type { Template } from '@landing/api';
import { assign, setup } from 'xstate';
import { notProvidedAction } from '../shared/notProvided.ts';
import { errorMessage } from '../shared/serverMessage.ts';
import {
  templateFormActors,
  type ReportSaveFailureParams,
  type TemplateFormEmitted,
  type TemplateSavedParams,
} from './actors.ts';
import { updateChanges } from './changes.ts';
import {
  initialTemplateFormContext,
  type TemplateFormContext,
  type TemplateFormField,
  type TemplateFormInput,
} from './context.ts';
import type { TemplateFormEvent } from './events.ts';
import { canSubmit, isCreateMode, shouldFillCode } from './guards.ts';
import { codeFromArchiveName } from './validation.ts';
import { requireId } from '../shared/requireId.ts';

export type TemplateFormTag = 'busy';

export const TEMPLATE_SAVE_FALLBACK = 'Failed to save template';

const clampPercent = (percent: number) =>
  Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.round(percent))) : 0;

const touch = (context: TemplateFormContext, ...fields: TemplateFormField[]) => {
  const touched = { ...context.touched };
  for (const field of fields) touched[field] = true;
  return touched;
};

export const templateFormMachine = setup({
  types: {
    context: {} as TemplateFormContext,
    events: {} as TemplateFormEvent,
    input: {} as TemplateFormInput,
    tags: {} as TemplateFormTag,
    emitted: {} as TemplateFormEmitted,
  },
  actors: templateFormActors,
  actions: {
    /** The template was created or updated: the host closes the modal and refreshes. */
    templateSaved: notProvidedAction<TemplateSavedParams>('templateSaved'),
    /** Logs a failed save; the form stays as it was. */
    reportSaveFailure: notProvidedAction<ReportSaveFailureParams>('reportSaveFailure'),
    failSave: assign({
      progress: null,
      error: (_, params: { error: unknown }) => errorMessage(params.error, TEMPLATE_SAVE_FALLBACK),
    }),
    succeed: assign({
      progress: null,
      savedTemplate: (_, params: { template: Template }) => params.template,
    }),
  },
  guards: {
    canSubmit: ({ context }) => canSubmit(context),
    isCreateMode: ({ context }) => isCreateMode(context),
    shouldFillCode: ({ context }) => shouldFillCode(context),
    hasNoArchive: ({ context }) => context.values.archive === null,
    restoresAnotherArchive: ({ context, event }) =>
      event.type === 'form.restore' && event.values.archive !== context.values.archive,
  },
}).createMachine({
  id: 'templateForm',
  context: ({ input }) => initialTemplateFormContext(input),
  initial: 'editing',
  states: {
    editing: {
      description: 'The operator fills the form; submit goes through once it changed and is valid.',
      initial: 'idle',
      states: {
        idle: { description: 'Waits for the operator.' },
        inspectingArchive: {
          description: "Reads the chosen archive's first bytes: a zip by the server's own check.",
          always: { guard: 'hasNoArchive', target: 'idle' },
          invoke: {
            id: 'inspectArchive',
            src: 'inspectArchive',
            input: ({ context }) => ({ archive: context.values.archive! }),
            onDone: {
              target: 'idle',
              actions: assign({ archiveIsZip: ({ event }) => event.output }),
            },
            onError: { target: 'idle', actions: assign({ archiveIsZip: false }) },
          },
        },
      },
      on: {
        'form.change': {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, ...event.values },
            touched: touch(context, ...(Object.keys(event.values) as TemplateFormField[])),
          })),
        },
        'form.chooseArchive': [
          {
            guard: 'shouldFillCode',
            target: '.inspectingArchive',
            reenter: true,
            actions: assign(({ context, event }) => {
              const code = event.archive === null ? '' : codeFromArchiveName(event.archive.name);
              return {
                archiveIsZip: null,
                values: { ...context.values, archive: event.archive, code },
                touched:
                  code === '' ? touch(context, 'archive') : touch(context, 'archive', 'code'),
              };
            }),
          },
          {
            guard: 'isCreateMode',
            target: '.inspectingArchive',
            reenter: true,
            actions: assign(({ context, event }) => ({
              archiveIsZip: null,
              values: { ...context.values, archive: event.archive },
              touched: touch(context, 'archive'),
            })),
          },
        ],
        'form.restore': [
          {
            guard: 'restoresAnotherArchive',
            target: '.inspectingArchive',
            reenter: true,
            actions: assign(({ context, event }) => ({
              values: event.values,
              archiveIsZip: null,
              archiveGeneration: context.archiveGeneration + 1,
            })),
          },
          { actions: assign({ values: ({ event }) => event.values }) },
        ],
        'form.submit': [
          {
            guard: 'canSubmit',
            target: 'saving',
            actions: assign({ submitted: true, error: null, progress: 0 }),
          },
          { actions: assign({ submitted: true }) },
        ],
      },
    },
    saving: {
      description: 'Uploads the template; the form keeps everything typed and chosen.',
      tags: 'busy',
      on: {
        'upload.progress': {
          actions: assign({ progress: ({ event }) => clampPercent(event.percent) }),
        },
      },
      initial: 'routing',
      states: {
        routing: {
          description: 'A new template is created; an existing one is updated.',
          always: [{ guard: 'isCreateMode', target: 'creating' }, { target: 'updating' }],
        },
        creating: {
          description: 'POST /api/template with code, description and the archive.',
          invoke: {
            id: 'createTemplate',
            src: 'createTemplate',
            input: ({ context, self }) => ({
              code: context.values.code,
              description: context.values.description,
              // Only reached when valid, so an archive is chosen.
              archive: context.values.archive!,
              onProgress: (percent: number) => self.send({ type: 'upload.progress', percent }),
            }),
            onDone: {
              target: '#templateForm.saved',
              actions: [
                { type: 'succeed', params: ({ event }) => ({ template: event.output }) },
                { type: 'templateSaved', params: ({ event }) => ({ template: event.output }) },
              ],
            },
            onError: {
              target: '#templateForm.editing',
              actions: [
                { type: 'failSave', params: ({ event }) => ({ error: event.error }) },
                { type: 'reportSaveFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        updating: {
          description: 'PATCH /api/template/{id} with the changed fields only.',
          invoke: {
            id: 'updateTemplate',
            src: 'updateTemplate',
            input: ({ context, self }) => ({
              id: requireId(context.templateId, 'template'),
              changes: updateChanges(context),
              onProgress: (percent: number) => self.send({ type: 'upload.progress', percent }),
            }),
            onDone: {
              target: '#templateForm.saved',
              actions: [
                { type: 'succeed', params: ({ event }) => ({ template: event.output }) },
                { type: 'templateSaved', params: ({ event }) => ({ template: event.output }) },
              ],
            },
            onError: {
              target: '#templateForm.editing',
              actions: [
                { type: 'failSave', params: ({ event }) => ({ error: event.error }) },
                { type: 'reportSaveFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
      },
    },
    saved: {
      description: 'The template is saved; the host closes the form.',
      type: 'final',
    },
  },
});
