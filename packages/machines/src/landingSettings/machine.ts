import { and, assign, setup } from 'xstate';
import { isGone, isStaleWrite, versionTag } from '@landing/api';
import type { Landing, Launcher } from '../editor/entities.ts';
import { reportToEditor } from '../editor/protocol.ts';
import { conflictActions, conflictTransitions } from '../shared/conflict/conflictState.ts';
import { resolvedValues } from '../shared/conflict/formConflict.ts';
import {
  changedElsewhereActions,
  changedElsewhereGuards,
  launcherChangedElsewhereTransitions,
  readingLauncherState,
  type WatchedForm,
  keepChangesToldWhileBusy,
} from '../shared/changedElsewhere.ts';
import { notifySuccess, notifyWarning, notifyError } from '../shared/notify.ts';
import { requireId } from '../shared/requireId.ts';
import { answeredId, CREATED_WITHOUT_ID, createdIdOf } from '../shared/writeAnswer.ts';
import { landingSettingsActors, landingSettingsEffects } from './actors.ts';
import {
  initialLandingSettingsContext,
  type LandingSettingsContext,
  type LandingSettingsInput,
} from './context.ts';
import { settingsConflictOf } from './conflict.ts';
import type { LandingSettingsEvent } from './events.ts';
import { findCreatedLanding, findCreatedLauncher } from './findCreated.ts';
import { createLauncherInput, updateLauncherInput } from './payloads.ts';
import {
  isSettingsValid,
  sameSettings,
  settingsOfLauncher,
  settingsOfRow,
  withTemplate,
  type LauncherSettings,
} from './settings.ts';
import { listingBeforeCreate, listingBeforeCreateActions } from '../shared/listingBeforeCreate.ts';

export type LandingSettingsTag = 'busy';

const SAVE_FAILED = 'Failed to save launcher settings.';
const SAVED = 'Launcher settings saved!';
const GONE = 'This launcher was deleted by another operator. What you typed is still in the form.';

/**
 * What Landing Settings shows of a launcher another operator saved (issue 29): its name,
 * template and platform or Webflow data. The form holds the launcher's version in `launcher`.
 */
const watchedSettings: WatchedForm<LandingSettingsContext, LauncherSettings, Launcher> = {
  shownOf: settingsOfRow,
  savedOf: (context) => context.savedSettings,
  sameShown: sameSettings,
  isDirty: (context) => !sameSettings(context.settings, context.savedSettings),
  take: (_, launcher) => {
    const settings = settingsOfLauncher(launcher);
    return { launcher, settings, savedSettings: settings, submitted: false };
  },
  versionOf: (launcher) => launcher.version,
  heldVersionOf: (context) => context.launcher?.version,
  takeVersion: (_, launcher) => ({ launcher }),
};

/** The launcher an unnamed create made, found in `launchers` (null: not found for sure). */
const foundLauncherId = (context: LandingSettingsContext, launchers: Launcher[]) =>
  context.unnamedLauncher === null
    ? null
    : findCreatedLauncher(context.launcherIdsBefore, context.unnamedLauncher, launchers);

/** The landing made around this save's launcher, found in `landings`. */
const foundLandingId = (context: LandingSettingsContext, landings: Landing[]) =>
  context.createdLauncherId === null
    ? null
    : findCreatedLanding(context.createdLauncherId, landings);

/**
 * The Landing Settings step: the launcher's name, template and platform (or Webflow data).
 * Saving a new landing creates its launcher, then the landing around it, and reports
 * `landing.created`; saving an existing one updates its launcher and reports `settings.saved`.
 * A create answered without its id is looked for in the list (the one new record matching what
 * was sent); not found, a warning, and the next save looks again rather than create twice.
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
    ...listingBeforeCreateActions<LandingSettingsContext, LandingSettingsEvent>(
      'launcherIdsBefore',
    ),
    ...landingSettingsEffects,
    ...conflictActions<LandingSettingsContext, LandingSettingsEvent>((conflict, context) => ({
      settings: { ...context.settings, ...resolvedValues(conflict) },
      savedSettings: { ...context.savedSettings, ...conflict.theirs },
      launcher: context.launcher && { ...context.launcher, version: conflict.version },
    })),
    ...changedElsewhereActions<
      LandingSettingsContext,
      LandingSettingsEvent,
      LauncherSettings,
      Launcher
    >(watchedSettings),
    applyChange: assign(({ context, event }) =>
      event.type === 'settings.change'
        ? { settings: { ...context.settings, ...event.values } }
        : {},
    ),
    applyTemplate: assign(({ context, event }) =>
      event.type === 'settings.chooseTemplate'
        ? { settings: withTemplate(context.settings, event.templateId, event.isCustom) }
        : {},
    ),
    applyRestore: assign(({ event }) =>
      event.type === 'settings.restore' ? { settings: event.settings } : {},
    ),
    /** The form shows the saved settings again and announces nothing. */
    resetToSaved: assign(({ context }) => ({
      settings: context.savedSettings,
      submitted: false,
      changedElsewhere: null,
    })),
    /** A launcher read from the server: the editor's breadcrumb and other sections follow. */
    reportLauncher: reportToEditor(({ context }) => ({
      type: 'launcher.updated',
      launcher: context.launcher as Launcher,
    })),
    /** What was typed is what is saved now: leaving no longer asks. */
    markSaved: assign(({ context }) => ({ savedSettings: context.settings, submitted: false })),
    /** The landing is made and named: nothing is left to reuse or look for. */
    clearCreated: assign({ createdLauncherId: null, unnamedLanding: false }),
    /** The editor opens the new landing. */
    reportLandingToEditor: reportToEditor((_, { landingId }: { landingId: number }) => ({
      type: 'landing.created',
      landingId,
    })),
  },
  guards: {
    ...changedElsewhereGuards(watchedSettings),
    gone: ({ event }) => 'error' in event && isGone(event.error),
    staleWrite: ({ event }) => 'error' in event && isStaleWrite(event.error),
    /** The server gave the launcher a version: the write itself is checked (If-Match). */
    hasVersion: ({ context }) => versionTag(context.launcher?.version) !== undefined,
    bothChangedASetting: ({ context, event }) =>
      'output' in event && settingsConflictOf(context, event.output as Launcher).fields.length > 0,
    isValid: ({ context }) => isSettingsValid(context.settings),
    hasLauncher: ({ context }) => context.launcher !== null,
    hasCreatedLauncher: ({ context }) => context.createdLauncherId !== null,
    hasUnnamedLauncher: ({ context }) => context.unnamedLauncher !== null,
    hasUnnamedLanding: ({ context }) => context.unnamedLanding,
  },
}).createMachine({
  id: 'landingSettings',
  context: ({ input }) => initialLandingSettingsContext(input),
  initial: 'idle',
  on: keepChangesToldWhileBusy(['settings.changedElsewhere']),
  states: {
    idle: {
      description: 'Waiting for the operator.',
      entry: 'hearKeptChanges',
      on: {
        'settings.change': {
          description: '{ values }: the typed settings.',
          actions: 'applyChange',
        },
        'settings.chooseTemplate': {
          description: '{ templateId, isCustom }: the template (custom or App Store).',
          actions: 'applyTemplate',
        },
        'settings.restore': {
          description: '{ settings }: a step of Undo or Redo (what was typed at that step).',
          actions: 'applyRestore',
        },
        'settings.reset': {
          description: 'The saved settings again.',
          actions: 'resetToSaved',
        },
        ...launcherChangedElsewhereTransitions('settings', 'refreshing'),
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
    refreshing: readingLauncherState({
      description:
        'Another operator saved the launcher: GET it. A form without unsaved input shows its settings (and the editor its name); one with unsaved input (typed meanwhile too) keeps it and announces the change; a read that changed no setting only takes the version. A launcher deleted meanwhile says so; the form stays.',
      // The template is fixed once the launcher exists; Undo and Redo wait for idle.
      typing: { 'settings.change': { actions: 'applyChange' } },
      clicks: ['settings.save', 'settings.reset', 'settings.reload'],
      launcherIdOf: (context: LandingSettingsContext) => context.launcher?.id,
      target: 'idle',
      after: 'reportLauncher',
      gone: [assign({ changedElsewhere: null }), notifyError(GONE)],
    }),
    saving: {
      description: 'Saves the settings; what was typed stays on failure.',
      tags: 'busy',
      initial: 'routing',
      states: {
        routing: {
          description:
            'An active launcher is updated: straight to the write when it has a version, else read first (issue 29). Else one is created (or the one a failed or unnamed attempt made is reused or looked for again) and a landing made around it.',
          always: [
            { guard: and(['hasLauncher', 'hasVersion']), target: 'updatingLauncher' },
            { guard: 'hasLauncher', target: 'checkingLauncher' },
            { guard: 'hasUnnamedLanding', target: 'findingLanding' },
            { guard: 'hasCreatedLauncher', target: 'creatingLanding' },
            { guard: 'hasUnnamedLauncher', target: 'findingLauncher' },
            { target: 'listingLaunchers' },
          ],
        },
        listingLaunchers: listingBeforeCreate({
          src: 'listLaunchers',
          path: '/api/launcher',
          record: 'launcher',
          target: 'creatingLauncher',
        }),
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
              {
                target: 'findingLauncher',
                actions: assign({
                  unnamedLauncher: ({ context }) => createLauncherInput(context.settings),
                }),
              },
            ],
            onError: { target: '#landingSettings.idle', actions: notifyError(SAVE_FAILED) },
          },
        },
        findingLauncher: {
          description:
            'GET /api/launcher after a create answered without its id: the one new launcher with the sent name and template is it; else a warning, and the next save looks again (never a second launcher).',
          invoke: {
            id: 'listLaunchers',
            src: 'listLaunchers',
            onDone: [
              {
                guard: ({ context, event }) => foundLauncherId(context, event.output) !== null,
                target: 'creatingLanding',
                actions: assign(({ context, event }) => ({
                  createdLauncherId: foundLauncherId(context, event.output),
                  unnamedLauncher: null,
                })),
              },
              { target: '#landingSettings.idle', actions: notifyWarning(CREATED_WITHOUT_ID) },
            ],
            onError: {
              target: '#landingSettings.idle',
              actions: notifyWarning(CREATED_WITHOUT_ID),
            },
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
                  'clearCreated',
                  'markSaved',
                  notifySuccess(SAVED),
                  {
                    type: 'reportLandingToEditor',
                    params: ({ event }) => ({
                      landingId: createdIdOf(event.output, 'created landing'),
                    }),
                  },
                ],
              },
              { target: 'findingLanding', actions: assign({ unnamedLanding: true }) },
            ],
            onError: { target: '#landingSettings.idle', actions: notifyError(SAVE_FAILED) },
          },
        },
        findingLanding: {
          description:
            'GET /api/landing after a create answered without its id: the one landing around the new launcher is it; else a warning, and the next save looks again (never a second landing).',
          invoke: {
            id: 'listLandings',
            src: 'listLandings',
            onDone: [
              {
                guard: ({ context, event }) => foundLandingId(context, event.output) !== null,
                target: '#landingSettings.idle',
                actions: [
                  // Read before clearCreated forgets the launcher it is found by.
                  {
                    type: 'reportLandingToEditor',
                    params: ({ context, event }) => ({
                      landingId: requireId(
                        foundLandingId(context, event.output),
                        'created landing',
                      ),
                    }),
                  },
                  'clearCreated',
                  'markSaved',
                  notifySuccess(SAVED),
                ],
              },
              { target: '#landingSettings.idle', actions: notifyWarning(CREATED_WITHOUT_ID) },
            ],
            onError: {
              target: '#landingSettings.idle',
              actions: notifyWarning(CREATED_WITHOUT_ID),
            },
          },
        },
        checkingLauncher: {
          description:
            'GET the launcher as stored now (issue 29): before a write to a server without versions, or after a stale write. A setting only the other operator changed is taken and the merge written against the version just read; settings both changed open the conflict dialog. A launcher deleted meanwhile says so; the form stays.',
          invoke: {
            id: 'checkLauncher',
            src: 'checkLauncher',
            input: ({ context }) => ({ id: requireId(context.launcher?.id, 'launcher') }),
            onDone: [
              {
                guard: 'bothChangedASetting',
                target: '#landingSettings.conflict',
                actions: assign(({ context, event }) => ({
                  conflict: settingsConflictOf(context, event.output),
                })),
              },
              {
                target: 'updatingLauncher',
                actions: assign(({ context, event }) => {
                  const merge = settingsConflictOf(context, event.output);
                  return {
                    settings: { ...context.settings, ...merge.merged },
                    savedSettings: { ...context.savedSettings, ...merge.theirs },
                    launcher: event.output,
                  };
                }),
              },
            ],
            onError: [
              { guard: 'gone', target: '#landingSettings.idle', actions: notifyError(GONE) },
              { target: '#landingSettings.idle', actions: notifyError(SAVE_FAILED) },
            ],
          },
        },
        updatingLauncher: {
          description:
            'PATCH /api/launcher naming the version the form started from (If-Match); the editor moves on to Main Information. A stale write is checked against the launcher as stored now.',
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
            onError: [
              { guard: 'staleWrite', target: 'checkingLauncher' },
              { guard: 'gone', target: '#landingSettings.idle', actions: notifyError(GONE) },
              { target: '#landingSettings.idle', actions: notifyError(SAVE_FAILED) },
            ],
          },
        },
      },
    },
    conflict: {
      description:
        'Another operator saved a setting this form changed too (issue 29): per setting the original, theirs and mine; the operator picks (or keeps all of theirs / all of mine) and saves against their version. Cancel keeps what was typed; the next save meets the conflict again.',
      on: conflictTransitions('#landingSettings.saving.updatingLauncher', [], 'idle'),
    },
  },
});
