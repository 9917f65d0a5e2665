import { isGone, isStaleWrite, versionTag, type LauncherContent } from '@landing/api';
import { and, assign, setup } from 'xstate';
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
import { contentConflictOf } from './conflict.ts';
import { conflictActions, conflictTransitions } from '../shared/conflict/conflictState.ts';
import { contentUpdatePayload, validateContent } from './validation.ts';

export type ContentTag = 'loading' | 'busy';

export const CONTENT_TEXTS = {
  loadFailed: 'Failed to load content',
  updated: 'Content updated successfully',
  updateFailed: 'Failed to update content',
  gone: 'This translation was deleted by another operator. What you typed is still in the form.',
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
  actions: {
    ...reportingActions,
    ...contentActions,
    ...conflictActions<ContentContext, ContentEvent>(),
    /** The resolved save is made against their base flag. */
    takeTheirBaseFlag: assign(({ context }) => ({
      isDefault: context.conflict?.isDefault ?? context.isDefault,
    })),
  },
  guards: {
    isValid: ({ context }) => isValid(context),
    /** The server gave the translation a version: the write itself is checked (If-Match). */
    hasVersion: ({ context }) => versionTag(context.version) !== undefined,
    staleWrite: ({ event }) => 'error' in event && isStaleWrite(event.error),
    gone: ({ event }) => 'error' in event && isGone(event.error),
    bothChangedAField: ({ context, event }) =>
      'output' in event &&
      contentConflictOf(context.savedValues, context.values, event.output as LauncherContent).fields
        .length > 0,
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
            return {
              values,
              savedValues: values,
              isDefault: event.output.isDefault,
              version: event.output.version,
            };
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
      on: {
        'content.retry': {
          description: "Load again after 'Failed to load content' (or the server's message).",
          target: 'loading',
          actions: assign({ loadError: null }),
        },
      },
    },
    editing: {
      description: 'Description, Tags and Additional Info Items are edited; Save Content saves.',
      on: {
        'content.change': {
          description:
            '{ values }: chip lists trimmed, blanks and case-insensitive duplicates dropped (normalizeChips).',
          actions: assign(({ context, event }) => {
            const changed = cleanChanges(event.values);
            const touched = { ...context.touched };
            for (const field of Object.keys(changed) as ContentField[]) touched[field] = true;
            return { values: { ...context.values, ...changed }, touched };
          }),
        },
        'content.save': [
          {
            description:
              "A valid form PATCHes translatableContent and isDefault only ('Description must be at least 20 characters' by LauncherContentUpdate): 'Content updated successfully' and contentSaved({ content }), or 'Failed to update content', logged, typed values kept.",
            guard: and(['isValid', 'hasVersion']),
            target: 'saving',
            actions: assign({ submitted: true }),
          },
          { guard: 'isValid', target: 'checking', actions: assign({ submitted: true }) },
          { actions: assign({ submitted: true }) },
        ],
      },
    },
    checking: {
      description:
        'GET the translation as the server has it now: before a write to a server without versions, or after a stale write. Fields only the other operator changed are taken; fields both changed open the conflict dialog.',
      tags: 'busy',
      invoke: {
        id: 'checkContent',
        src: 'checkContent',
        input: ({ context }) => ({ contentId: context.contentId }),
        onDone: [
          {
            guard: 'bothChangedAField',
            target: 'conflict',
            actions: assign(({ context, event }) => ({
              conflict: contentConflictOf(context.savedValues, context.values, event.output),
            })),
          },
          {
            target: 'saving',
            actions: assign(({ context, event }) => {
              const merged = contentConflictOf(context.savedValues, context.values, event.output);
              return {
                values: merged.merged,
                savedValues: merged.theirs,
                version: merged.version,
                isDefault: merged.isDefault,
              };
            }),
          },
        ],
        onError: [
          {
            guard: 'gone',
            target: 'editing',
            actions: [assign({ gone: true }), notifyError(CONTENT_TEXTS.gone)],
          },
          {
            target: 'editing',
            actions: [
              notifyError(CONTENT_TEXTS.updateFailed),
              logFailure(CONTENT_TEXTS.updateFailed),
            ],
          },
        ],
      },
    },
    conflict: {
      description:
        'Another operator saved a field this form changed too: per field, the original, theirs and mine; the operator picks one (or all of theirs / all of mine) and saves against their version.',
      on: conflictTransitions('saving', ['takeTheirBaseFlag']),
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
          version: context.version,
        }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context, event }) => ({
              savedValues: context.values,
              version: event.output.version,
              touched: {},
              submitted: false,
            })),
            { type: 'notify', params: { kind: 'success', text: CONTENT_TEXTS.updated } },
            { type: 'contentSaved', params: ({ event }) => ({ content: event.output }) },
          ],
        },
        onError: [
          { guard: 'staleWrite', target: 'checking' },
          {
            guard: 'gone',
            target: 'editing',
            actions: [assign({ gone: true }), notifyError(CONTENT_TEXTS.gone)],
          },
          {
            target: 'editing',
            actions: [
              notifyError(CONTENT_TEXTS.updateFailed),
              logFailure(CONTENT_TEXTS.updateFailed),
            ],
          },
        ],
      },
    },
  },
});
