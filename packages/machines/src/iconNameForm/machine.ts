import { ERRORS, isGone, isStaleWrite, versionTag, type Launcher } from '@landing/api';
import { and, assign, enqueueActions, raise, setup } from 'xstate';
import { conflictActions, conflictTransitions } from '../shared/conflict/conflictState.ts';
import { namesConflictOf, namesOf, namesOfRow, sameNames } from './conflict.ts';
import {
  changedElsewhereActions,
  changedElsewhereGuards,
  launcherChangedElsewhereTransitions,
  readingLauncherState,
  type WatchedForm,
  keepChangesToldWhileBusy,
} from '../shared/changedElsewhere.ts';
import type { NotifyParams } from '../shared/notify.ts';
import { notProvidedAction } from '../shared/notProvided.ts';
import {
  iconNameFormActors,
  type AnnounceLauncherParams,
  type IconDesign,
  type UpdateLauncherNamesInput,
} from './actors.ts';
import {
  initialIconNameContext,
  type IconNameContext,
  type IconNameField,
  type IconNameFormInput,
  type IconNameValues,
} from './context.ts';
import type { IconNameEvent } from './events.ts';
import {
  ICON_NAME_MESSAGES,
  iconFileMessage,
  iconPixelsMessage,
  isIconNameDirty,
  namesChanged,
  validateIconName,
} from './validation.ts';
import { requireId } from '../shared/requireId.ts';
import type { ToastText } from '../shared/toastTexts.ts';
import { identifyCreated } from '../shared/identifyCreated.ts';
import { CREATED_WITHOUT_ID } from '../shared/writeAnswer.ts';
import type { ListedDesign } from './actors.ts';
import { listingBeforeCreate, listingBeforeCreateActions } from '../shared/listingBeforeCreate.ts';

export type IconNameTag = 'busy' | 'readingIcon';

/** The toasts of this form: the spec's launcher and design texts (editor.md §8). */
export const ICON_NAME_TOASTS = {
  saved: 'Launcher updated successfully',
  launcherFailed: ERRORS.failedToUpdateLauncher,
  designFailed: ERRORS.failedToSaveDesign,
  linkFailed: ERRORS.failedToLinkDesign,
  noBaseContent: 'This launcher has no default content to edit.',
  gone: 'This launcher was deleted by another operator. What you typed is still in the form.',
} as const;

function launcherChanges(context: IconNameContext): UpdateLauncherNamesInput {
  const { values, savedValues } = context;
  const changes: UpdateLauncherNamesInput = {
    id: requireId(context.launcherId, 'launcher'),
    version: context.version,
  };
  if (values.name.trim() !== savedValues.name.trim()) changes.name = values.name.trim();
  if (values.shortName.trim() !== savedValues.shortName.trim()) {
    changes.staticContent = { shortName: values.shortName.trim() };
  }
  return changes;
}

/** The design an unnamed create made: the one new design without screens (the icon's). */
const foundDesign = (context: IconNameContext, designs: ListedDesign[]) => {
  const id = identifyCreated(
    context.designIdsBefore,
    designs,
    (design) => design.screensData.length === 0,
  );
  return designs.find((design) => design.id === id) ?? null;
};

const notFoundWarning = {
  type: 'notify',
  params: { kind: 'warning', text: CREATED_WITHOUT_ID },
} as const satisfies { type: 'notify'; params: NotifyParams };

const fail = (text: ToastText) =>
  ({ type: 'notify', params: { kind: 'error', text } }) as const satisfies {
    type: 'notify';
    params: NotifyParams;
  };

/** What the names form shows of a launcher another operator saved (issue 29). */
const watchedNames: WatchedForm<IconNameContext, IconNameValues, Launcher> = {
  shownOf: namesOfRow,
  savedOf: (context) => context.savedValues,
  sameShown: sameNames,
  isDirty: isIconNameDirty,
  take: (_, launcher) => {
    const values = namesOf(launcher);
    return { values, savedValues: values, version: launcher.version, touched: {} };
  },
  versionOf: (launcher) => launcher.version,
};

const applyFieldChange = assign<IconNameContext, IconNameEvent, undefined, IconNameEvent, never>(
  ({ context, event }) => {
    if (event.type !== 'field.change') return {};
    const touched = { ...context.touched };
    for (const field of Object.keys(event.values) as IconNameField[]) touched[field] = true;
    return { values: { ...context.values, ...event.values }, touched };
  },
);

export const iconNameFormMachine = setup({
  types: {
    context: {} as IconNameContext,
    events: {} as IconNameEvent,
    input: {} as IconNameFormInput,
    tags: {} as IconNameTag,
  },
  actors: iconNameFormActors,
  actions: {
    ...listingBeforeCreateActions<IconNameContext, IconNameEvent>('designIdsBefore'),
    ...conflictActions<IconNameContext, IconNameEvent>(),
    ...changedElsewhereActions<IconNameContext, IconNameEvent, IconNameValues, Launcher>(
      watchedNames,
    ),
    applyFieldChange,
    /** The saved names and the stored icon again. */
    resetToSaved: assign(({ context }) => ({
      values: context.savedValues,
      iconFile: null,
      iconFileError: null,
      iconGeneration: context.iconFile ? context.iconGeneration + 1 : context.iconGeneration,
      touched: {},
      submitted: false,
    })),
    /** Shows a toast. */
    notify: notProvidedAction<NotifyParams>('notify'),
    /** Tells the editor the launcher changed (new name in the breadcrumb, fresh section input). */
    announceLauncher: notProvidedAction<AnnounceLauncherParams>('announceLauncher'),
    storeIcon: assign(({ context }, design: IconDesign) => ({
      iconUrl: design.iconUrl ?? context.iconUrl,
    })),
  },
  guards: {
    ...changedElsewhereGuards(watchedNames),
    hasLauncher: ({ context }) => context.launcherId !== null,
    clearsIcon: ({ event }) => event.type === 'icon.choose' && event.file === null,
    iconFileRefused: ({ event }) =>
      event.type === 'icon.choose' && event.file !== null && iconFileMessage(event.file) !== null,
    canSave: ({ context }) =>
      isIconNameDirty(context) && Object.keys(validateIconName(context)).length === 0,
    namesChanged: ({ context }) => namesChanged(context),
    noIconChosen: ({ context }) => context.iconFile === null,
    lookingForDesign: ({ context }) => context.lookingForDesign,
    iconChosen: ({ context }) => context.iconFile !== null,
    loadingIcon: ({ context }) => context.loadingIcon,
    hasBaseDesign: ({ context }) => context.baseDesignId !== null,
    hasBaseContent: ({ context }) => context.baseContentId !== null,
    /** The server gave the launcher a version: the write itself is checked (If-Match). */
    hasVersion: ({ context }) => versionTag(context.version) !== undefined,
    staleWrite: ({ event }) => 'error' in event && isStaleWrite(event.error),
    gone: ({ event }) => 'error' in event && isGone(event.error),
    bothChangedAName: ({ context, event }) =>
      'output' in event && namesConflictOf(context, event.output as Launcher).fields.length > 0,
  },
}).createMachine({
  id: 'iconNameForm',
  context: ({ input }) => initialIconNameContext(input),
  // The base design named without its icon: loaded by id, beside whatever the form does.
  entry: enqueueActions(({ context, enqueue }) => {
    if (!context.loadingIcon || context.baseDesignId === null) return;
    enqueue.spawnChild('loadIconDesign', {
      id: 'loadIconDesign',
      input: { designId: context.baseDesignId },
    });
  }),
  on: {
    ...keepChangesToldWhileBusy(['form.changedElsewhere']),
    'xstate.done.actor.loadIconDesign': {
      description:
        'loadIconDesign({ designId }): a read named the base design without its icon (editor.md §3: design (id)); its icon shows once loaded, unless a save showed another meanwhile. Never in the way of a save.',
      guard: 'loadingIcon',
      actions: assign(({ context, event }) => ({
        loadingIcon: false,
        iconUrl: context.iconUrl ?? event.output.iconUrl ?? null,
      })),
    },
    'xstate.error.actor.loadIconDesign': {
      description: 'The icon stays unknown (a dash); the names save as ever.',
      guard: 'loadingIcon',
      actions: assign({ loadingIcon: false }),
    },
  },
  initial: 'editing',
  states: {
    editing: {
      description: 'The operator edits the names and may choose a new icon.',
      entry: 'hearKeptChanges',
      initial: 'idle',
      on: {
        'field.change': {
          description: '{ values }: name and short name as typed.',
          actions: 'applyFieldChange',
        },
        'icon.choose': [
          {
            description:
              '{ file | null }: readImageSize({ file }) answers { width, height } for the icon rules (ICON_NAME_MESSAGES).',
            guard: 'clearsIcon',
            target: '.idle',
            actions: assign({ iconFile: null, iconFileError: null }),
          },
          {
            guard: 'iconFileRefused',
            target: '.idle',
            actions: assign(({ context, event }) => ({
              iconFile: event.file,
              iconFileError: event.file ? iconFileMessage(event.file) : null,
              touched: { ...context.touched, icon: true as const },
            })),
          },
          {
            target: '.readingIcon',
            reenter: true,
            actions: assign(({ context, event }) => ({
              iconFile: event.file,
              iconFileError: null,
              touched: { ...context.touched, icon: true as const },
            })),
          },
        ],
        'icon.restore': {
          description:
            '{ file }: Undo or Redo puts a chosen icon back: the picker starts over, then it is checked as any choice.',
          actions: [
            assign({ iconGeneration: ({ context }) => context.iconGeneration + 1 }),
            raise(({ event }) => ({ type: 'icon.choose' as const, file: event.file })),
          ],
        },
        'form.reset': {
          description: 'The saved values again.',
          target: '.idle',
          actions: 'resetToSaved',
        },
        ...launcherChangedElsewhereTransitions('form', '#iconNameForm.refreshing'),
      },
      states: {
        idle: {
          description: 'Nothing pending: Save checks the form.',
          on: {
            'form.save': [
              {
                description:
                  'Saves the names (updateLauncherNames), then a new icon into the base design (updateDesignIcon, or createIconDesign then linkDesign).',
                guard: 'hasLauncher',
                target: 'checking',
              },
              { actions: fail(ERRORS.noLauncherFound) },
            ],
          },
        },
        resuming: {
          description:
            'Back from reading what another operator saved: a chosen icon is checked again (its check was left).',
          always: [{ guard: 'iconChosen', target: 'readingIcon' }, { target: 'idle' }],
        },
        readingIcon: {
          description: "The chosen file's real pixel size is being read (Save waits for it).",
          tags: 'readingIcon',
          invoke: {
            id: 'readImageSize',
            src: 'readImageSize',
            input: ({ context }) => ({ file: context.iconFile ?? new Blob() }),
            onDone: {
              target: 'idle',
              actions: assign({ iconFileError: ({ event }) => iconPixelsMessage(event.output) }),
            },
            onError: {
              // The name or type may claim an image; the bytes decide.
              target: 'idle',
              actions: assign({ iconFileError: ICON_NAME_MESSAGES.iconNotImage }),
            },
          },
        },
        checking: {
          description:
            'Save pressed: a valid, changed form is saved; otherwise every message shows.',
          always: [
            { guard: 'canSave', target: '#iconNameForm.saving' },
            { target: 'idle', actions: assign({ submitted: true }) },
          ],
        },
      },
    },
    saving: {
      description: 'Stores the names (one launcher PATCH), then the icon as the base design icon.',
      tags: 'busy',
      initial: 'routing',
      states: {
        routing: {
          description:
            'Names first when they changed: straight to the write when the launcher has a version, else read first.',
          always: [
            { guard: and(['namesChanged', 'hasVersion']), target: 'updatingLauncher' },
            { guard: 'namesChanged', target: 'checkingLauncher' },
            { target: 'routingIcon' },
          ],
        },
        checkingLauncher: {
          description:
            'GET the launcher as stored now (issue 29): before a write to a server without versions, or after a stale write. A name only the other operator changed is taken; names both changed open the conflict dialog.',
          invoke: {
            id: 'checkLauncher',
            src: 'checkLauncher',
            input: ({ context }) => ({ id: requireId(context.launcherId, 'launcher') }),
            onDone: [
              {
                guard: 'bothChangedAName',
                target: '#iconNameForm.conflict',
                actions: assign(({ context, event }) => ({
                  conflict: namesConflictOf(context, event.output),
                })),
              },
              {
                target: 'routingMerged',
                actions: assign(({ context, event }) => {
                  const merge = namesConflictOf(context, event.output);
                  return {
                    values: merge.merged,
                    savedValues: merge.theirs,
                    version: merge.version,
                  };
                }),
              },
            ],
            onError: [
              {
                guard: 'gone',
                target: '#iconNameForm.editing',
                actions: fail(ICON_NAME_TOASTS.gone),
              },
              { target: '#iconNameForm.editing', actions: fail(ICON_NAME_TOASTS.launcherFailed) },
            ],
          },
        },
        routingMerged: {
          description:
            'Merged with what is stored now: what is still changed is written (against the version just read).',
          always: [
            { guard: 'namesChanged', target: 'updatingLauncher' },
            { target: 'routingIcon' },
          ],
        },
        updatingLauncher: {
          description: 'PATCH /api/launcher with the changed name and short name.',
          invoke: {
            id: 'updateLauncherNames',
            src: 'updateLauncherNames',
            input: ({ context }) => launcherChanges(context),
            onDone: {
              target: 'routingIcon',
              actions: [
                assign(({ context, event }) => ({
                  savedValues: context.values,
                  version: event.output.version,
                })),
                { type: 'announceLauncher', params: ({ event }) => ({ launcher: event.output }) },
              ],
            },
            onError: [
              { guard: 'staleWrite', target: 'checkingLauncher' },
              {
                guard: 'gone',
                target: '#iconNameForm.editing',
                actions: fail(ICON_NAME_TOASTS.gone),
              },
              { target: '#iconNameForm.editing', actions: fail(ICON_NAME_TOASTS.launcherFailed) },
            ],
          },
        },
        routingIcon: {
          description:
            'A chosen icon goes to the base design: updated when there is one, else created and linked.',
          always: [
            { guard: 'noIconChosen', target: 'done' },
            { guard: 'hasBaseDesign', target: 'updatingDesign' },
            { guard: and(['hasBaseContent', 'lookingForDesign']), target: 'findingDesign' },
            { guard: 'hasBaseContent', target: 'listingDesigns' },
            {
              target: '#iconNameForm.editing',
              actions: {
                type: 'notify',
                params: { kind: 'warning', text: ICON_NAME_TOASTS.noBaseContent },
              },
            },
          ],
        },
        updatingDesign: {
          description: 'PATCH /api/design/{id} with the icon only.',
          invoke: {
            id: 'updateDesignIcon',
            src: 'updateDesignIcon',
            input: ({ context }) => ({
              designId: requireId(context.baseDesignId, 'base design'),
              icon: context.iconFile ?? new Blob(),
            }),
            onDone: {
              target: 'done',
              actions: { type: 'storeIcon', params: ({ event }) => event.output },
            },
            onError: {
              target: '#iconNameForm.editing',
              actions: fail(ICON_NAME_TOASTS.designFailed),
            },
          },
        },
        listingDesigns: listingBeforeCreate({
          src: 'listDesigns',
          path: '/api/design',
          record: 'design',
          target: 'creatingDesign',
        }),
        creatingDesign: {
          description: 'POST /api/design with the icon and no screens.',
          invoke: {
            id: 'createIconDesign',
            src: 'createIconDesign',
            input: ({ context }) => ({ icon: context.iconFile ?? new Blob() }),
            onDone: [
              {
                guard: ({ event }) => event.output.kind === 'created',
                target: 'linkingDesign',
                actions: assign(({ context, event }) => {
                  const design = event.output.kind === 'created' ? event.output.design : null;
                  return {
                    iconUrl: design?.iconUrl ?? context.iconUrl,
                    createdDesignId: design?.id ?? null,
                  };
                }),
              },
              { target: 'findingDesign', actions: assign({ lookingForDesign: true }) },
            ],
            onError: {
              target: '#iconNameForm.editing',
              actions: fail(ICON_NAME_TOASTS.designFailed),
            },
          },
        },
        findingDesign: {
          description:
            'GET /api/design after a create answered without its id: the one new design without screens is linked; else a warning, and the next save looks again (never a second design).',
          invoke: {
            id: 'listDesigns',
            src: 'listDesigns',
            onDone: [
              {
                guard: ({ context, event }) => foundDesign(context, event.output) !== null,
                target: 'linkingDesign',
                actions: assign(({ context, event }) => {
                  const design = foundDesign(context, event.output);
                  return {
                    iconUrl: design?.iconUrl ?? context.iconUrl,
                    createdDesignId: design?.id ?? null,
                    lookingForDesign: false,
                  };
                }),
              },
              { target: '#iconNameForm.editing', actions: notFoundWarning },
            ],
            onError: { target: '#iconNameForm.editing', actions: notFoundWarning },
          },
        },
        linkingDesign: {
          description: 'POST /api/launcher-content/{baseId}/design/{designId}.',
          invoke: {
            id: 'linkDesign',
            src: 'linkDesign',
            input: ({ context }) => ({
              contentId: requireId(context.baseContentId, 'base content'),
              designId: requireId(context.createdDesignId, 'created design'),
            }),
            onDone: {
              // From now on the base translation has a design: the next icon updates it.
              target: 'done',
              actions: assign(({ context }) => ({
                baseDesignId: context.createdDesignId,
                createdDesignId: null,
              })),
            },
            onError: {
              target: '#iconNameForm.editing',
              actions: fail(ICON_NAME_TOASTS.linkFailed),
            },
          },
        },
        done: {
          description: 'Everything chosen is stored.',
          always: {
            target: '#iconNameForm.editing',
            actions: [
              assign(({ context }) => ({
                iconFile: null,
                iconFileError: null,
                iconGeneration: context.iconFile
                  ? context.iconGeneration + 1
                  : context.iconGeneration,
                touched: {},
                submitted: false,
              })),
              { type: 'notify', params: { kind: 'success', text: ICON_NAME_TOASTS.saved } },
            ],
          },
        },
      },
    },
    refreshing: readingLauncherState({
      description:
        'Another operator saved the launcher: GET it. A form without unsaved input shows its names; one with unsaved input (typed meanwhile too) keeps it and announces the change; a read that changed no name only takes the version.',
      typing: { 'field.change': { actions: 'applyFieldChange' } },
      clicks: ['form.save', 'form.reset', 'form.reload', 'icon.choose', 'icon.restore'],
      launcherIdOf: (context: IconNameContext) => context.launcherId,
      target: '#iconNameForm.editing.resuming',
      gone: fail(ICON_NAME_TOASTS.gone),
    }),
    conflict: {
      description:
        'Another operator saved a name this form changed too: per name the original, theirs and mine; the operator picks (or keeps all of theirs / all of mine) and saves against their version. A chosen icon waits.',
      on: conflictTransitions('#iconNameForm.saving.routingMerged'),
    },
  },
});
