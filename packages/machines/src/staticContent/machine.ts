import { RATING_APPLY_DELAY_MS } from '@landing/api';
import { assign, raise, setup } from 'xstate';
import { notProvidedAction } from '../shared/notProvided.ts';
import type { AnnounceLauncherParams } from '../iconNameForm/actors.ts';
import type { NotifyParams } from '../shared/notify.ts';
import { staticContentActors } from './actors.ts';
import type {
  StaticContentContext,
  StaticContentField,
  StaticContentFormInput,
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

export type StaticContentTag = 'busy';

/** The spec's toasts (editor.md §8). */
export const STATIC_CONTENT_TOASTS = {
  saved: 'Static content updated successfully',
  failed: 'Failed to update static content',
  noLauncher: 'Error: No launcher found',
} as const;

export const staticContentMachine = setup({
  types: {
    context: {} as StaticContentContext,
    events: {} as StaticContentEvent,
    input: {} as StaticContentFormInput,
    tags: {} as StaticContentTag,
  },
  actors: staticContentActors,
  actions: {
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
    hasLauncher: ({ context }) => context.launcherId !== null,
    canSave: ({ context }) =>
      isDirty(context.values, context.savedValues) &&
      Object.keys(validateStaticContent(context.values)).length === 0,
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
    };
  },
  initial: 'editing',
  states: {
    editing: {
      description: 'The operator fills the form; the sliders move the rating after a pause.',
      initial: 'ratingSettled',
      on: {
        'field.change': {
          actions: assign(({ context, event }) => {
            const touched = { ...context.touched };
            for (const field of Object.keys(event.values) as StaticContentField[]) {
              touched[field] = true;
            }
            return { values: { ...context.values, ...event.values }, touched };
          }),
        },
        'star.change': {
          target: '.ratingPending',
          reenter: true,
          actions: assign({
            values: ({ context, event }) => ({
              ...context.values,
              starPercent: cappedStarPercent(context.values.starPercent, event.index, event.value),
            }),
            touched: ({ context }) => ({ ...context.touched, starPercent: true as const }),
          }),
        },
        'form.reset': {
          target: '.ratingSettled',
          actions: assign(({ context }) => ({
            values: context.savedValues,
            touched: {},
            submitted: false,
          })),
        },
        'form.save': [
          {
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
            { guard: 'canSave', target: '#staticContent.saving' },
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
        }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context }) => ({
              savedValues: context.values,
              touched: {},
              submitted: false,
            })),
            { type: 'announceLauncher', params: ({ event }) => ({ launcher: event.output }) },
            { type: 'notify', params: { kind: 'success', text: STATIC_CONTENT_TOASTS.saved } },
          ],
        },
        onError: {
          // Everything typed stays; the operator may try again.
          target: 'editing',
          actions: {
            type: 'notify',
            params: { kind: 'error', text: STATIC_CONTENT_TOASTS.failed },
          },
        },
      },
    },
  },
});
