import { isGone, isStaleWrite, versionTag, type Template } from '@landing/api';
import { assign, setup } from 'xstate';
import { conflictActions, conflictTransitions } from '../shared/conflict/conflictState.ts';
import { conflictOrMerge, conflictOrMergeDone } from '../shared/conflict/readAgain.ts';
import { templateConflictOf } from './conflict.ts';
import { notProvidedAction } from '../shared/notProvided.ts';
import { errorMessage } from '../shared/serverMessage.ts';
import {
  templateFormActors,
  type ReportSaveFailureParams,
  type TemplateCreated,
  type TemplateFormEmitted,
  type TemplateSavedParams,
} from './actors.ts';
import { isDirty, updateChanges } from './changes.ts';
import {
  initialTemplateFormContext,
  type TemplateFormContext,
  type TemplateFormField,
  type TemplateFormInput,
} from './context.ts';
import type { TemplateFormEvent } from './events.ts';
import { canSubmit, isCreateMode, shouldFillCode } from './guards.ts';
import { TEMPLATE_GONE, TEMPLATE_SAVE_FALLBACK } from './texts.ts';
import { codeFromArchiveName } from './validation.ts';
import { MissingIdError, requireId } from '../shared/requireId.ts';
import { identifyCreated } from '../shared/identifyCreated.ts';
import { listingBeforeCreate, listingBeforeCreateActions } from '../shared/listingBeforeCreate.ts';

/** The template an unnamed create made: the one new template with the code sent. */
const foundTemplate = (context: TemplateFormContext, templates: Template[]) => {
  const id = identifyCreated(
    context.templateIdsBefore,
    templates,
    (template) => template.code === context.values.code,
  );
  return templates.find((template) => template.id === id) ?? null;
};

const createdTemplate = (created: TemplateCreated): Template =>
  requireFound(created.kind === 'created' ? created.template : null);

const requireFound = (template: Template | null): Template => {
  if (template === null) throw new MissingIdError('created template');
  return template;
};

export type TemplateFormTag = 'busy';

export { TEMPLATE_GONE, TEMPLATE_SAVE_FALLBACK };

const clampPercent = (percent: number) =>
  Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.round(percent))) : 0;

const touch = (context: TemplateFormContext, ...fields: TemplateFormField[]) => {
  const touched = { ...context.touched };
  for (const field of fields) touched[field] = true;
  return touched;
};

/** The template read again before an update (issue 29): the conflict dialog, or the merge. */
const templateReadAgain = conflictOrMerge<TemplateFormContext, TemplateFormEvent, Template>(
  templateConflictOf,
);

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
    ...listingBeforeCreateActions<TemplateFormContext, TemplateFormEvent>('templateIdsBefore'),
    ...conflictActions<TemplateFormContext, TemplateFormEvent>(),
    ...templateReadAgain.actions,
    /** The template was created or updated: the host closes the modal and refreshes. */
    templateSaved: notProvidedAction<TemplateSavedParams>('templateSaved'),
    /**
     * A template was created but its answer did not name it and it was not found for sure: the
     * host closes the modal, says so (CREATED_WITHOUT_ID) and reloads what it shows.
     */
    templateSavedWithoutRecord: notProvidedAction<void>('templateSavedWithoutRecord'),
    /** Logs a failed save; the form stays as it was. */
    reportSaveFailure: notProvidedAction<ReportSaveFailureParams>('reportSaveFailure'),
    failSave: assign({
      progress: null,
      error: (_, params: { error: unknown }) => errorMessage(params.error, TEMPLATE_SAVE_FALLBACK),
    }),
    /** A resolved conflict's save uploads again from 0 %. */
    restartProgress: assign({ progress: 0 }),
    stopProgress: assign({ progress: null }),
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
    isDirty: ({ context }) => isDirty(context),
    /** The server gave the template a version: the update itself is checked (If-Match). */
    hasVersion: ({ context }) => versionTag(context.version) !== undefined,
    staleWrite: ({ event }) => 'error' in event && isStaleWrite(event.error),
    gone: ({ event }) => 'error' in event && isGone(event.error),
    ...templateReadAgain.guards,
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
          description:
            "{ type: 'form.change', values: { code?, description? } }: code rule TemplateCode ('Required' / 'Only latin letters and digits, no spaces').",
          actions: assign(({ context, event }) => ({
            values: { ...context.values, ...event.values },
            touched: touch(context, ...(Object.keys(event.values) as TemplateFormField[])),
          })),
        },
        'form.chooseArchive': [
          {
            description:
              "{ archive: TemplateArchive | null }: create mode only. An empty code is filled from the file name (extension dropped, non-alphanumerics removed, 10 characters). 'Required', 'Only .zip archives are allowed', 'File size must not exceed 20 MB'.",
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
            description:
              '{ values }: Undo or Redo puts values back; another archive is inspected again and the picker starts over.',
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
            description:
              "A changed, valid form saves (createTemplate, or updateTemplate with the changed fields); otherwise every message shows. A failure keeps the values and archive, shows the server's message else 'Failed to save template' and runs reportSaveFailure.",
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
          description: "{ percent }: sent by the save's onProgress (0 to 100, clamped).",
          actions: assign({ progress: ({ event }) => clampPercent(event.percent) }),
        },
      },
      initial: 'routing',
      states: {
        routing: {
          description: 'A new template is created; an existing one is updated.',
          always: [
            { guard: 'isCreateMode', target: 'listingTemplates' },
            { guard: 'hasVersion', target: 'updating' },
            { target: 'checking' },
          ],
        },
        listingTemplates: listingBeforeCreate({
          src: 'listTemplates',
          path: '/api/template',
          record: 'template',
          target: 'creating',
        }),
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
            onDone: [
              {
                guard: ({ event }) => event.output.kind === 'created',
                target: '#templateForm.saved',
                actions: [
                  {
                    type: 'succeed',
                    params: ({ event }) => ({ template: createdTemplate(event.output) }),
                  },
                  {
                    type: 'templateSaved',
                    params: ({ event }) => ({ template: createdTemplate(event.output) }),
                  },
                ],
              },
              { target: 'findingTemplate' },
            ],
            onError: {
              target: '#templateForm.editing',
              actions: [
                { type: 'failSave', params: ({ event }) => ({ error: event.error }) },
                { type: 'reportSaveFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        findingTemplate: {
          description:
            'GET /api/template after a create answered without its id: the one new template with the code sent is the saved one; else templateSavedWithoutRecord (the host warns and reloads). Never a failure: the template was made.',
          invoke: {
            id: 'listTemplates',
            src: 'listTemplates',
            onDone: [
              {
                guard: ({ context, event }) => foundTemplate(context, event.output) !== null,
                target: '#templateForm.saved',
                actions: [
                  {
                    type: 'succeed',
                    params: ({ context, event }) => ({
                      template: requireFound(foundTemplate(context, event.output)),
                    }),
                  },
                  {
                    type: 'templateSaved',
                    params: ({ context, event }) => ({
                      template: requireFound(foundTemplate(context, event.output)),
                    }),
                  },
                ],
              },
              {
                target: '#templateForm.saved',
                actions: [assign({ progress: null }), 'templateSavedWithoutRecord'],
              },
            ],
            onError: {
              target: '#templateForm.saved',
              actions: [assign({ progress: null }), 'templateSavedWithoutRecord'],
            },
          },
        },
        checking: {
          description:
            'GET the template as stored now (issue 29): before an update to a server without versions, or after a stale one. Fields only the other operator changed are taken; fields both changed open the conflict dialog.',
          invoke: {
            id: 'checkTemplate',
            src: 'checkTemplate',
            input: ({ context }) => ({ id: requireId(context.templateId, 'template') }),
            onDone: conflictOrMergeDone('#templateForm.conflict', 'merged', ['stopProgress']),
            onError: [
              {
                guard: 'gone',
                target: '#templateForm.editing',
                actions: assign({ progress: null, error: TEMPLATE_GONE }),
              },
              {
                target: '#templateForm.editing',
                actions: [
                  { type: 'failSave', params: ({ event }) => ({ error: event.error }) },
                  { type: 'reportSaveFailure', params: ({ event }) => ({ error: event.error }) },
                ],
              },
            ],
          },
        },
        merged: {
          description:
            'Merged with what is stored now: what still differs is written against the version just read; nothing left to write ends the save.',
          always: [
            { guard: 'isDirty', target: 'updating' },
            {
              target: '#templateForm.editing',
              actions: assign({ progress: null, touched: {}, submitted: false }),
            },
          ],
        },
        updating: {
          description:
            'PATCH /api/template/{id} with the changed fields only, naming the version it started from.',
          invoke: {
            id: 'updateTemplate',
            src: 'updateTemplate',
            input: ({ context, self }) => ({
              id: requireId(context.templateId, 'template'),
              changes: updateChanges(context),
              version: context.version,
              onProgress: (percent: number) => self.send({ type: 'upload.progress', percent }),
            }),
            onDone: {
              target: '#templateForm.saved',
              actions: [
                { type: 'succeed', params: ({ event }) => ({ template: event.output }) },
                { type: 'templateSaved', params: ({ event }) => ({ template: event.output }) },
              ],
            },
            onError: [
              { guard: 'staleWrite', target: 'checking' },
              {
                guard: 'gone',
                target: '#templateForm.editing',
                actions: assign({ progress: null, error: TEMPLATE_GONE }),
              },
              {
                target: '#templateForm.editing',
                actions: [
                  { type: 'failSave', params: ({ event }) => ({ error: event.error }) },
                  { type: 'reportSaveFailure', params: ({ event }) => ({ error: event.error }) },
                ],
              },
            ],
          },
        },
      },
    },
    conflict: {
      description:
        'Another operator saved a field this form changed too: per field the original, theirs and mine; the operator picks (or keeps all of theirs / all of mine) and saves against their version.',
      on: conflictTransitions('#templateForm.saving.merged', ['restartProgress']),
    },
    saved: {
      description: 'The template is saved; the host closes the form.',
      type: 'final',
    },
  },
});
