import {
  isGone,
  isStaleWrite,
  RATING_APPLY_DELAY_MS,
  versionTag,
  type Launcher,
} from '@landing/api';
import { and, assign, not, raise, setup } from 'xstate';
import { conflictActions, conflictTransitions } from '../shared/conflict/conflictState.ts';
import { conflictOrMerge, conflictOrMergeDone } from '../shared/conflict/readAgain.ts';
import { staticContentConflictOf, staticValuesOfRow } from './conflict.ts';
import {
  changedElsewhereActions,
  changedElsewhereGuards,
  launcherChangedElsewhereTransitions,
  readingLauncherState,
  type WatchedForm,
  keepChangesToldWhileBusy,
} from '../shared/changedElsewhere.ts';
import { notProvidedAction } from '../shared/notProvided.ts';
import type { AnnounceLauncherParams } from '../iconNameForm/actors.ts';
import type { NotifyParams } from '../shared/notify.ts';
import { staticContentActors } from './actors.ts';
import type {
  StaticContentContext,
  StaticContentField,
  StaticContentFormInput,
  StaticContentValues,
} from './context.ts';
import type { StaticContentEvent } from './events.ts';
import { validateStaticContent } from './validation.ts';
import {
  calculatedRating,
  cappedStarPercent,
  changesOf,
  isDirty,
  valuesFromStaticContent,
} from './values.ts';
import { requireId } from '../shared/requireId.ts';
import type { ToastText } from '../shared/toastTexts.ts';

export type StaticContentTag = 'busy';

/** The spec's toasts (editor.md §8). */
export const STATIC_CONTENT_TOASTS = {
  saved: 'Static content updated successfully',
  failed: 'Failed to update static content',
  noLauncher: 'Error: No launcher found',
  gone: 'This launcher was deleted by another operator. What you typed is still in the form.',
} as const;

const notifyFailed = (text: ToastText) =>
  ({ type: 'notify', params: { kind: 'error', text } }) as const;

/** What the Static Content form shows of a launcher another operator saved (issue 29). */
const watchedStaticContent: WatchedForm<StaticContentContext, StaticContentValues, Launcher> = {
  shownOf: staticValuesOfRow,
  savedOf: (context) => context.savedValues,
  sameShown: (a, b) => !isDirty(a, b),
  isDirty: (context) => isDirty(context.values, context.savedValues),
  take: (_, launcher) => {
    const values = valuesFromStaticContent(launcher.staticContent ?? null, launcher.name ?? '');
    return { values, savedValues: values, version: launcher.version, touched: {} };
  },
  versionOf: (launcher) => launcher.version,
};

/** The launcher read again before a write (issue 29): the conflict dialog, or the merge. */
const staticContentReadAgain = conflictOrMerge<StaticContentContext, StaticContentEvent, Launcher>(
  staticContentConflictOf,
);

export const staticContentMachine = setup({
  types: {
    context: {} as StaticContentContext,
    events: {} as StaticContentEvent,
    input: {} as StaticContentFormInput,
    tags: {} as StaticContentTag,
  },
  actors: staticContentActors,
  actions: {
    ...conflictActions<StaticContentContext, StaticContentEvent>(),
    ...staticContentReadAgain.actions,
    ...changedElsewhereActions<
      StaticContentContext,
      StaticContentEvent,
      StaticContentValues,
      Launcher
    >(watchedStaticContent),
    applyFieldChange: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const touched = { ...context.touched };
      for (const field of Object.keys(event.values) as StaticContentField[]) {
        touched[field] = true;
      }
      return { values: { ...context.values, ...event.values }, touched };
    }),
    applyStarChange: assign(({ context, event }) => {
      if (event.type !== 'star.change') return {};
      return {
        values: {
          ...context.values,
          starPercent: cappedStarPercent(context.values.starPercent, event.index, event.value),
        },
        touched: { ...context.touched, starPercent: true as const },
      };
    }),
    resetToSaved: assign(({ context }) => ({
      values: context.savedValues,
      touched: {},
      submitted: false,
    })),
    /** Shows a toast. */
    notify: notProvidedAction<NotifyParams>('notify'),
    /** Tells the editor the launcher changed, so a later visit starts from what is stored. */
    announceLauncher: notProvidedAction<AnnounceLauncherParams>('announceLauncher'),
    applyCalculatedRating: assign({
      values: ({ context }) => ({
        ...context.values,
        rating: calculatedRating(context.values.starPercent),
      }),
    }),
  },
  delays: {
    /** The calculated rating reaches the Rating field this long after the last slider move. */
    ratingDelay: RATING_APPLY_DELAY_MS,
  },
  guards: {
    ...changedElsewhereGuards(watchedStaticContent),
    hasLauncher: ({ context }) => context.launcherId !== null,
    canSave: ({ context }) =>
      isDirty(context.values, context.savedValues) &&
      Object.keys(validateStaticContent(context.values)).length === 0,
    isDirty: ({ context }) => isDirty(context.values, context.savedValues),
    /** The server gave the launcher a version: the write itself is checked (If-Match). */
    hasVersion: ({ context }) => versionTag(context.version) !== undefined,
    staleWrite: ({ event }) => 'error' in event && isStaleWrite(event.error),
    gone: ({ event }) => 'error' in event && isGone(event.error),
    ...staticContentReadAgain.guards,
  },
}).createMachine({
  id: 'staticContent',
  context: ({ input }) => {
    const values = valuesFromStaticContent(input.staticContent, input.launcherName);
    return {
      launcherId: input.launcherId,
      values,
      savedValues: values,
      touched: {},
      submitted: false,
      version: input.version,
      conflict: null,
      changedElsewhere: null,
      heldClick: null,
      keptChanges: [],
    };
  },
  initial: 'editing',
  on: keepChangesToldWhileBusy(['form.changedElsewhere']),
  states: {
    editing: {
      description: 'The operator fills the form; the sliders move the rating after a pause.',
      entry: 'hearKeptChanges',
      initial: 'ratingSettled',
      on: {
        'field.change': {
          description: '{ values }: text fields as typed, age a number.',
          actions: 'applyFieldChange',
        },
        'star.change': {
          description:
            '{ index, value }: index 0 is 5 stars; clamped, 0.1 step, capped by the other rows; the rating follows after ratingDelay (100 ms).',
          target: '.ratingPending',
          reenter: true,
          actions: 'applyStarChange',
        },
        'form.reset': {
          description: 'The saved values again.',
          target: '.ratingSettled',
          actions: 'resetToSaved',
        },
        ...launcherChangedElsewhereTransitions('form', '#staticContent.refreshing'),
        'form.save': [
          {
            description:
              "A changed, valid form saves the changed fields: 'Static content updated successfully' or 'Failed to update static content' ('Error: No launcher found' without one).",
            guard: { type: 'hasLauncher' },
            // Checked below; a launcher-less form only says so.
            target: '.checking',
          },
          {
            actions: {
              type: 'notify',
              params: { kind: 'error', text: STATIC_CONTENT_TOASTS.noLauncher },
            },
          },
        ],
      },
      states: {
        ratingSettled: {
          description: 'The Rating field shows the rating for the current stars (or as loaded).',
        },
        ratingPending: {
          description:
            'A star slider moved: the calculated rating is applied 100 ms after the last move.',
          after: { ratingDelay: { target: 'ratingSettled', actions: 'applyCalculatedRating' } },
          on: {
            // The pause ends with the read: the rating the stars give is applied first.
            // Any other case falls through to editing's transitions.
            'form.changedElsewhere': {
              guard: and(['hasLauncher', not('isOwnChange')]),
              target: '#staticContent.refreshing',
              actions: ['applyCalculatedRating', 'noteChangedElsewhere'],
            },
            // Saving mid-pause saves the rating the stars give, not the one shown before.
            'form.save': {
              target: 'ratingSettled',
              actions: ['applyCalculatedRating', raise({ type: 'form.save' })],
            },
          },
        },
        checking: {
          description:
            'Save pressed: a valid, changed form is saved; otherwise every message shows.',
          always: [
            { guard: and(['canSave', 'hasVersion']), target: '#staticContent.saving' },
            { guard: 'canSave', target: '#staticContent.reading' },
            { target: 'ratingSettled', actions: assign({ submitted: true }) },
          ],
        },
      },
    },
    saving: {
      description: 'PATCH /api/launcher with the id and the changed static content only.',
      tags: 'busy',
      invoke: {
        id: 'updateStaticContent',
        src: 'updateStaticContent',
        input: ({ context }) => ({
          id: requireId(context.launcherId, 'launcher'),
          staticContent: changesOf(context.values, context.savedValues),
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
            { type: 'announceLauncher', params: ({ event }) => ({ launcher: event.output }) },
            { type: 'notify', params: { kind: 'success', text: STATIC_CONTENT_TOASTS.saved } },
          ],
        },
        onError: [
          { guard: 'staleWrite', target: 'reading' },
          // Everything typed stays; the operator may try again.
          { guard: 'gone', target: 'editing', actions: notifyFailed(STATIC_CONTENT_TOASTS.gone) },
          { target: 'editing', actions: notifyFailed(STATIC_CONTENT_TOASTS.failed) },
        ],
      },
    },
    reading: {
      description:
        'GET the launcher as stored now (issue 29): before a write to a server without versions, or after a stale write. Fields only the other operator changed are taken; fields both changed open the conflict dialog.',
      tags: 'busy',
      invoke: {
        id: 'checkLauncher',
        src: 'checkLauncher',
        input: ({ context }) => ({ id: requireId(context.launcherId, 'launcher') }),
        onDone: conflictOrMergeDone('conflict', 'merged'),
        onError: [
          { guard: 'gone', target: 'editing', actions: notifyFailed(STATIC_CONTENT_TOASTS.gone) },
          { target: 'editing', actions: notifyFailed(STATIC_CONTENT_TOASTS.failed) },
        ],
      },
    },
    refreshing: readingLauncherState({
      description:
        'Another operator saved the launcher: GET it. A form without unsaved input shows its static content; one with unsaved input (typed meanwhile too) keeps it and announces the change; a read that changed no field only takes the version.',
      typing: {
        'field.change': { actions: 'applyFieldChange' },
        'star.change': { actions: ['applyStarChange', 'applyCalculatedRating'] },
      },
      clicks: ['form.save', 'form.reset', 'form.reload'],
      launcherIdOf: (context: StaticContentContext) => context.launcherId,
      target: 'editing',
      gone: notifyFailed(STATIC_CONTENT_TOASTS.gone),
    }),
    merged: {
      description:
        'Merged with what is stored now: what still differs is written against the version just read; nothing left to write ends the save.',
      always: [
        { guard: 'isDirty', target: 'saving' },
        {
          target: 'editing',
          actions: assign({ touched: {}, submitted: false }),
        },
      ],
    },
    conflict: {
      description:
        'Another operator saved a field this form changed too: per field the original, theirs and mine; the operator picks (or keeps all of theirs / all of mine) and saves against their version.',
      on: conflictTransitions('merged'),
    },
  },
});
