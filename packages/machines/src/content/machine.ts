import { isGone, isStaleWrite, versionTag, type LauncherContent } from '@landing/api';
import { and, assign, setup } from 'xstate';
import { errorMessage } from '../shared/serverMessage.ts';
import { logFailure, notifyError, reportingActions } from '../shared/notify.ts';
import { contentActions, contentActors } from './actors.ts';
import { normalizeChips } from './chips.ts';
import {
  changedValuesOf,
  initialContentContext,
  sameContentValues,
  valuesFromContent,
  type ContentContext,
  type ContentField,
  type ContentInput,
  type ContentValues,
} from './context.ts';
import type { ContentEvent } from './events.ts';
import { contentConflictOf } from './conflict.ts';
import { conflictActions, conflictTransitions } from '../shared/conflict/conflictState.ts';
import { conflictOrMerge, conflictOrMergeDone } from '../shared/conflict/readAgain.ts';
import { contentUpdatePayload, validateContent } from './validation.ts';
import {
  changedElsewhereActions,
  changedElsewhereGuards,
  changedElsewhereTransitions,
  holdClicks,
  readElsewhereDone,
  type WatchedForm,
  keepChangesToldWhileBusy,
} from '../shared/changedElsewhere.ts';

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

/** What the Content form shows of a translation another operator saved (issue 29). */
const watchedContent: WatchedForm<ContentContext, ContentValues, LauncherContent> = {
  shownOf: (row) => changedValuesOf({ row, updatedAt: null, updatedBy: null }),
  savedOf: (context) => context.savedValues,
  sameShown: sameContentValues,
  isDirty: (context) => !sameContentValues(context.values, context.savedValues),
  take: (_, content) => {
    const values = valuesFromContent(content.translatableContent);
    return {
      values,
      savedValues: values,
      isDefault: content.isDefault,
      version: content.version,
      touched: {},
    };
  },
  versionOf: (content) => content.version,
};

const isValid = (context: ContentContext) =>
  Object.keys(validateContent(context.values, context.isDefault)).length === 0;

/** The translation read again before a write (issue 29): the conflict dialog, or the merge. */
const contentReadAgain = conflictOrMerge<ContentContext, ContentEvent, LauncherContent>(
  (context, current) => contentConflictOf(context.savedValues, context.values, current),
  (merge) => ({
    values: merge.merged,
    savedValues: merge.theirs,
    version: merge.version,
    isDefault: merge.isDefault,
  }),
);

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
    ...contentReadAgain.actions,
    ...changedElsewhereActions<ContentContext, ContentEvent, ContentValues, LauncherContent>(
      watchedContent,
    ),
    /** The resolved save is made against their base flag. */
    takeTheirBaseFlag: assign(({ context }) => ({
      isDefault: context.conflict?.isDefault ?? context.isDefault,
    })),
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'content.change') return {};
      const changed = cleanChanges(event.values);
      const touched = { ...context.touched };
      for (const field of Object.keys(changed) as ContentField[]) touched[field] = true;
      return { values: { ...context.values, ...changed }, touched };
    }),
  },
  guards: {
    ...changedElsewhereGuards(watchedContent),
    isValid: ({ context }) => isValid(context),
    /** The server gave the translation a version: the write itself is checked (If-Match). */
    hasVersion: ({ context }) => versionTag(context.version) !== undefined,
    staleWrite: ({ event }) => 'error' in event && isStaleWrite(event.error),
    gone: ({ event }) => 'error' in event && isGone(event.error),
    ...contentReadAgain.guards,
  },
}).createMachine({
  id: 'content',
  context: ({ input }) => initialContentContext(input),
  initial: 'loading',
  on: keepChangesToldWhileBusy(['content.changedElsewhere']),
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
      entry: 'hearKeptChanges',
      on: {
        'content.change': {
          description:
            '{ values }: chip lists trimmed, blanks and case-insensitive duplicates dropped (normalizeChips).',
          actions: 'applyChange',
        },
        'content.changedElsewhere': changedElsewhereTransitions('refreshing'),
        'content.reload': {
          description:
            'Reload on the notice: the translation is read again, unsaved input dropped.',
          target: 'loading',
          actions: assign({ changedElsewhere: null, touched: {}, submitted: false, gone: false }),
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
    refreshing: {
      description:
        'Another operator saved the translation: GET it. A form without unsaved input shows it; one with unsaved input (typed meanwhile too) keeps it and announces the change; a read that changed nothing shown only takes the version.',
      on: {
        'content.change': { actions: 'applyChange' },
        ...holdClicks(['content.save', 'content.reload']),
      },
      exit: 'actOnHeldClicks',
      invoke: {
        id: 'refreshContent',
        src: 'refreshContent',
        input: ({ context }) => ({ contentId: context.contentId }),
        onDone: readElsewhereDone('editing'),
        onError: [
          {
            guard: 'gone',
            target: 'editing',
            actions: [assign({ gone: true }), notifyError(CONTENT_TEXTS.gone)],
          },
          { target: 'editing', actions: logFailure(CONTENT_TEXTS.loadFailed) },
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
        onDone: conflictOrMergeDone('conflict', 'saving'),
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
              changedElsewhere: null,
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
