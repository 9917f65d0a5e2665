import { assign, setup } from 'xstate';
import { errorMessage } from '../shared/serverMessage.ts';
import { logFailure, notifyError, reportingActions } from '../shared/notify.ts';
import { contentActions, contentActors } from './actors.ts';
import { normalizeChips } from './chips.ts';
import {
  initialContentContext,
  valuesFromContent,
  type ContentContext,
  type ContentField,
  type ContentInput,
  type ContentValues,
} from './context.ts';
import type { ContentEvent } from './events.ts';
import { contentUpdatePayload, validateContent } from './validation.ts';

export type ContentTag = 'loading' | 'busy';

export const CONTENT_TEXTS = {
  loadFailed: 'Failed to load content',
  updated: 'Content updated successfully',
  updateFailed: 'Failed to update content',
} as const;

function cleanChanges(changes: Partial<ContentValues>): Partial<ContentValues> {
  const cleaned = { ...changes };
  if (cleaned.tags) cleaned.tags = normalizeChips(cleaned.tags);
  if (cleaned.additionalInfo) cleaned.additionalInfo = normalizeChips(cleaned.additionalInfo);
  return cleaned;
}

const isValid = (context: ContentContext) =>
  Object.keys(validateContent(context.values, context.isDefault)).length === 0;

export const contentMachine = setup({
  types: {
    context: {} as ContentContext,
    events: {} as ContentEvent,
    input: {} as ContentInput,
    tags: {} as ContentTag,
  },
  actors: contentActors,
  actions: { ...reportingActions, ...contentActions },
  guards: {
    isValid: ({ context }) => isValid(context),
  },
}).createMachine({
  id: 'content',
  context: ({ input }) => initialContentContext(input),
  initial: 'loading',
  states: {
    loading: {
      description: 'GET /api/launcher-content/{id}: the translation as the server has it now.',
      tags: 'loading',
      invoke: {
        id: 'loadContent',
        src: 'loadContent',
        input: ({ context }) => ({ contentId: context.contentId }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => {
            const values = valuesFromContent(event.output.translatableContent);
            return { values, savedValues: values, isDefault: event.output.isDefault };
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({
            loadError: ({ event }) => errorMessage(event.error, CONTENT_TEXTS.loadFailed),
          }),
        },
      },
    },
    loadFailed: {
      description: 'The translation could not be loaded: the reason shows with a way to retry.',
      on: { 'content.retry': { target: 'loading', actions: assign({ loadError: null }) } },
    },
    editing: {
      description: 'Description, Tags and Additional Info Items are edited; Save Content saves.',
      on: {
        'content.change': {
          actions: assign(({ context, event }) => {
            const changed = cleanChanges(event.values);
            const touched = { ...context.touched };
            for (const field of Object.keys(changed) as ContentField[]) touched[field] = true;
            return { values: { ...context.values, ...changed }, touched };
          }),
        },
        'content.save': [
          { guard: 'isValid', target: 'saving', actions: assign({ submitted: true }) },
          { actions: assign({ submitted: true }) },
        ],
      },
    },
    saving: {
      description: 'PATCH with translatableContent and isDefault; what was typed stays either way.',
      tags: 'busy',
      invoke: {
        id: 'updateContent',
        src: 'updateContent',
        input: ({ context }) => ({
          contentId: context.contentId,
          changes: contentUpdatePayload(context.values, context.isDefault),
        }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context }) => ({
              savedValues: context.values,
              touched: {},
              submitted: false,
            })),
            { type: 'notify', params: { kind: 'success', text: CONTENT_TEXTS.updated } },
            { type: 'contentSaved', params: ({ event }) => ({ content: event.output }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            notifyError(CONTENT_TEXTS.updateFailed),
            logFailure(CONTENT_TEXTS.updateFailed),
          ],
        },
      },
    },
  },
});
