import { assign, setup } from 'xstate';
import { reportToEditor } from '../editor/protocol.ts';
import { notifySuccess, notifyWarning, notifyError } from '../shared/notify.ts';
import { requireId } from '../shared/requireId.ts';
import { answeredId, CREATED_WITHOUT_ID, createdIdOf } from '../shared/writeAnswer.ts';
import { landingSettingsActors, landingSettingsEffects } from './actors.ts';
import {
  initialLandingSettingsContext,
  type LandingSettingsContext,
  type LandingSettingsInput,
} from './context.ts';
import type { LandingSettingsEvent } from './events.ts';
import { createLauncherInput, updateLauncherInput } from './payloads.ts';
import { isSettingsValid, withTemplate } from './settings.ts';

export type LandingSettingsTag = 'busy';

const SAVE_FAILED = 'Failed to save launcher settings.';
const SAVED = 'Launcher settings saved!';

/**
 * The Landing Settings step: the launcher's name, template and platform (or Webflow data).
 * Saving a new landing creates its launcher, then the landing around it, and reports
 * `landing.created`; saving an existing one updates its launcher and reports `settings.saved`.
 * What was typed stays on a failure.
 */
export const landingSettingsMachine = setup({
  types: {
    context: {} as LandingSettingsContext,
    events: {} as LandingSettingsEvent,
    input: {} as LandingSettingsInput,
    tags: {} as LandingSettingsTag,
  },
  actors: landingSettingsActors,
  actions: {
    ...landingSettingsEffects,
    /** What was typed is what is saved now: leaving no longer asks. */
    markSaved: assign(({ context }) => ({ savedSettings: context.settings, submitted: false })),
  },
  guards: {
    isValid: ({ context }) => isSettingsValid(context.settings),
    hasLauncher: ({ context }) => context.launcher !== null,
    hasCreatedLauncher: ({ context }) => context.createdLauncherId !== null,
  },
}).createMachine({
  id: 'landingSettings',
  context: ({ input }) => initialLandingSettingsContext(input),
  initial: 'idle',
  states: {
    idle: {
      description: 'Waiting for the operator.',
      on: {
        'settings.change': {
          description: '{ values }: the typed settings.',
          actions: assign({
            settings: ({ context, event }) => ({ ...context.settings, ...event.values }),
          }),
        },
        'settings.chooseTemplate': {
          description: '{ templateId, isCustom }: the template (custom or App Store).',
          actions: assign({
            settings: ({ context, event }) =>
              withTemplate(context.settings, event.templateId, event.isCustom),
          }),
        },
        'settings.reset': {
          description: 'The saved settings again.',
          actions: assign(({ context }) => ({ settings: context.savedSettings, submitted: false })),
        },
        'settings.save': [
          {
            description:
              'A valid form creates the launcher and the landing around it (reusing a launcher whose landing failed) and reports landing.created, or updates the launcher and reports settings.saved (LAUNCHER_SETTINGS_MESSAGES).',
            guard: 'isValid',
            target: 'saving',
            actions: assign({ submitted: true }),
          },
          { actions: assign({ submitted: true }) },
        ],
      },
    },
    saving: {
      description: 'Saves the settings; what was typed stays on failure.',
      tags: 'busy',
      initial: 'routing',
      states: {
        routing: {
          description:
            'An active launcher is updated; else one is created (or the one created by a failed attempt is reused) and a landing made around it.',
          always: [
            { guard: 'hasLauncher', target: 'updatingLauncher' },
            { guard: 'hasCreatedLauncher', target: 'creatingLanding' },
            { target: 'creatingLauncher' },
          ],
        },
        creatingLauncher: {
          description: 'POST /api/launcher/custom or /api/launcher/app-store.',
          invoke: {
            id: 'createLauncher',
            src: 'createLauncher',
            input: ({ context }) => createLauncherInput(context.settings),
            onDone: [
              {
                guard: answeredId,
                target: 'creatingLanding',
                actions: assign({
                  createdLauncherId: ({ event }) => createdIdOf(event.output, 'created launcher'),
                }),
              },
              // Without its id no landing can be made around it (and a retry makes another).
              { target: '#landingSettings.idle', actions: notifyWarning(CREATED_WITHOUT_ID) },
            ],
            onError: { target: '#landingSettings.idle', actions: notifyError(SAVE_FAILED) },
          },
        },
        creatingLanding: {
          description: 'POST /api/landing with the new launcher as main launcher.',
          invoke: {
            id: 'createLanding',
            src: 'createLanding',
            input: ({ context }) => ({
              mainLauncherId: requireId(context.createdLauncherId, 'created launcher'),
            }),
            onDone: [
              {
                guard: answeredId,
                target: '#landingSettings.idle',
                actions: [
                  assign({ createdLauncherId: null }),
                  'markSaved',
                  notifySuccess(SAVED),
                  reportToEditor(({ event }) => ({
                    type: 'landing.created',
                    landingId: createdIdOf(event.output, 'created landing'),
                  })),
                ],
              },
              {
                // The landing exists but is not named: its launcher is not reused for another.
                target: '#landingSettings.idle',
                actions: [assign({ createdLauncherId: null }), notifyWarning(CREATED_WITHOUT_ID)],
              },
            ],
            onError: { target: '#landingSettings.idle', actions: notifyError(SAVE_FAILED) },
          },
        },
        updatingLauncher: {
          description: 'PATCH /api/launcher; the editor moves on to Main Information.',
          invoke: {
            id: 'updateLauncher',
            src: 'updateLauncher',
            input: ({ context }) => updateLauncherInput(context),
            onDone: {
              target: '#landingSettings.idle',
              actions: [
                assign({ launcher: ({ event }) => event.output }),
                'markSaved',
                notifySuccess(SAVED),
                reportToEditor(({ event }) => ({ type: 'settings.saved', launcher: event.output })),
              ],
            },
            onError: { target: '#landingSettings.idle', actions: notifyError(SAVE_FAILED) },
          },
        },
      },
    },
  },
});
