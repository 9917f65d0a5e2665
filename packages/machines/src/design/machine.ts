import type { Design } from '@landing/api';
import { maxDesignScreens } from '@landing/api/uploads';
import { and, assign, enqueueActions, setup } from 'xstate';
import { identifyCreated } from '../shared/identifyCreated.ts';
import {
  logFailure,
  notifyError,
  notifySuccess,
  notifyWarning,
  reportingActions,
  type NotifyParams,
} from '../shared/notify.ts';
import { answeredId, CREATED_WITHOUT_ID, createdIdOf } from '../shared/writeAnswer.ts';
import { designActors, type ContentChangedParams } from './actors.ts';
import { notProvidedAction } from '../shared/notProvided.ts';
import { createInputOf, isDirty, moveScreen, storedIconOf, updateInputOf } from './changes.ts';
import { conflictActions, conflictTransitions } from '../shared/conflict/conflictState.ts';
import { designConflictOf, takeResolvedDesign } from './conflict.ts';
import {
  initialDesignContext,
  NO_FIELDS,
  NO_FILE_ERRORS,
  valuesFromDesign,
  type DesignContext,
  type DesignField,
  type DesignInput,
  type DesignValues,
  type ScreenItem,
} from './context.ts';
import { sameValues } from '../formHistory/history.ts';
import type { DesignEvent } from './events.ts';
import { designGuards } from './guards.ts';
import {
  DESIGN_MESSAGES,
  formErrors,
  iconError,
  screenshotError,
  videoError,
  type ImageFacts,
  type VideoFormat,
} from './rules.ts';
import { requireId } from '../shared/requireId.ts';
import {
  changedElsewhereActions,
  changedElsewhereGuards,
  changedElsewhereTransitions,
  holdClicks,
  readElsewhereDone,
  type WatchedForm,
  keepChangesToldWhileBusy,
} from '../shared/changedElsewhere.ts';
import type { ToastText } from '../shared/toastTexts.ts';
import { listingBeforeCreate, listingBeforeCreateActions } from '../shared/listingBeforeCreate.ts';

export type DesignTag = 'loading' | 'busy' | 'checking' | 'readOnly';

/** The clicks held while another operator's save is read (issue 29). */
export const DESIGN_HELD_CLICKS = [
  'design.save',
  'design.reload',
  'design.restore',
  'design.useBase',
  'icon.choose',
  'icon.remove',
  'screens.add',
  'screen.moveLeft',
  'screen.moveRight',
  'screen.remove',
  'video.choose',
  'frame.capture',
  'preview.remove',
] as const;

const ALL_TOUCHED = { icon: true, screens: true, video: true };

/** The form as a design just loaded or saved shows it; nothing touched, nothing pending. */
const showDesign = (design: Design | null): Partial<DesignContext> => ({
  design,
  ...valuesFromDesign(design),
  touched: NO_FIELDS,
  fileErrors: NO_FILE_ERRORS,
  changedElsewhere: null,
});

/** The stored files a design shows, in the gallery's order: what another operator's save may change. */
const storedFilesOf = (design: Design | null) => ({
  iconUrl: design?.iconUrl ?? null,
  screens: (design?.screensData ?? []).map(({ name, url }) => ({ name, url })),
  videoUrl: design?.videoUrl ?? null,
  videoPreviewUrl: design?.videoPreviewUrl ?? null,
});
type StoredFiles = ReturnType<typeof storedFilesOf>;

const isDesignRow = (row: unknown): row is Design =>
  typeof row === 'object' && row !== null && Array.isArray((row as Design).screensData);

/** What the Design form shows of a design another operator saved (issue 29). */
const watchedDesign: WatchedForm<DesignContext, StoredFiles, Design> = {
  shownOf: (row) => (isDesignRow(row) ? storedFilesOf(row) : null),
  savedOf: (context) => storedFilesOf(context.design),
  sameShown: (a, b) => JSON.stringify(a) === JSON.stringify(b),
  isDirty,
  // The stored video keeps the bytes fetched for frame capture while its URL is the same.
  take: (context, design) => {
    const shown = showDesign(design);
    const held = context.video?.kind === 'stored' ? context.video : null;
    return {
      ...shown,
      video:
        shown.video?.kind === 'stored' && held?.url === shown.video.url
          ? { ...shown.video, blob: held.blob }
          : shown.video,
    };
  },
  versionOf: (design) => design.version,
  heldVersionOf: (context) => context.design?.version,
  takeVersion: (_, design) => ({ design }),
};

/** After a save: the saved design, but a video chosen here keeps its bytes for frame capture. */
/** A saved design (created or updated) shows as saved, is announced, then gets linked. */
const savedThenLinking = (text: ToastText) => ({
  target: 'linking',
  actions: [
    {
      type: 'showSaved' as const,
      params: ({ event }: { event: { output: Design } }) => event.output,
    },
    { type: 'notify' as const, params: { kind: 'success', text } satisfies NotifyParams },
  ],
});

/** The design an unnamed create made: the one new design with as many screenshots as were sent. */
const foundDesignId = (context: DesignContext, designs: Design[]): number | null =>
  context.unnamedDesign === null
    ? null
    : identifyCreated(
        context.designIdsBefore,
        designs,
        (design) => design.screensData.length === context.unnamedDesign?.screens,
      );

const showSaved = (context: DesignContext, design: Design): Partial<DesignContext> => {
  const shown = showDesign(design);
  const chosenVideo = context.video?.kind === 'chosen' ? context.video.file : null;
  return {
    ...shown,
    designId: design.id,
    baseDesignId: context.isBase ? design.id : context.baseDesignId,
    video:
      shown.video && shown.video.kind === 'stored' && chosenVideo
        ? { ...shown.video, blob: chosenVideo }
        : shown.video,
  };
};

/**
 * The checked screenshots the server would take join the gallery, up to its limit of screens;
 * any other is refused with the first fault's message.
 */
const addScreens = (context: DesignContext, facts: ImageFacts[]): Partial<DesignContext> => {
  const faults = context.checking.map((file, i) => screenshotError(file, facts[i] ?? null));
  const room = Math.max(0, maxDesignScreens - context.screens.length);
  const passing = context.checking.filter((_, i) => faults[i] === null);
  const valid = passing.slice(0, room);
  const fault =
    faults.find((message) => message !== null) ??
    (valid.length < passing.length ? DESIGN_MESSAGES.tooManyScreens : null);
  const added: ScreenItem[] = valid.map((file, i) => ({
    key: `chosen:${context.nextScreenKey + i}`,
    kind: 'chosen',
    file,
  }));
  return {
    screens: [...context.screens, ...added],
    nextScreenKey: context.nextScreenKey + added.length,
    checking: [],
    touched: { ...context.touched, screens: true },
    fileErrors: {
      ...context.fileErrors,
      screens: fault,
    },
  };
};

/**
 * A step of the history put back: its files and order; a message about a field that changed
 * no longer holds (a chosen icon is checked again).
 */
const restoreValues = (context: DesignContext, values: DesignValues): Partial<DesignContext> => {
  const changed = (field: DesignField) => !sameValues(context[field], values[field]);
  return {
    ...values,
    checking: [],
    fileErrors: {
      icon: changed('icon') ? null : context.fileErrors.icon,
      screens: changed('screens') ? null : context.fileErrors.screens,
      video: changed('video') ? null : context.fileErrors.video,
    },
  };
};

/** A checked video replaces the current one; a refused one leaves it and says why. */
const chooseVideo = (context: DesignContext, format: VideoFormat): Partial<DesignContext> => {
  const file = context.checking[0]!;
  const error = videoError(file, format);
  return {
    video: error === null ? { kind: 'chosen', file } : context.video,
    checking: [],
    touched: { ...context.touched, video: true },
    fileErrors: { ...context.fileErrors, video: error },
  };
};

export const designMachine = setup({
  types: {
    context: {} as DesignContext,
    events: {} as DesignEvent,
    input: {} as DesignInput,
    tags: {} as DesignTag,
  },
  actors: designActors,
  actions: {
    ...listingBeforeCreateActions<DesignContext, DesignEvent>('designIdsBefore'),
    /** Toasts, and failures the spec only logs (attach or unlink design, a video fetch). */
    ...reportingActions,
    ...conflictActions<DesignContext, DesignEvent>(takeResolvedDesign),
    ...changedElsewhereActions<DesignContext, DesignEvent, StoredFiles, Design>(watchedDesign),
    showSaved: assign(({ context }, design: unknown) => showSaved(context, design as Design)),
    /** Tells the editor the translation's design link changed (its tab strip and sections follow). */
    contentChanged: notProvidedAction<ContentChangedParams>('contentChanged'),
    notifyFormErrors: enqueueActions(({ context, enqueue }) => {
      for (const text of formErrors(context)) {
        enqueue({ type: 'notify', params: { kind: 'error', text } });
      }
    }),
    notifySaveFailed: enqueueActions(({ enqueue }) => {
      enqueue(notifyError(DESIGN_MESSAGES.saveFailed));
    }),
    touchAll: assign({ touched: ALL_TOUCHED }),
    forgetForm: assign(() => showDesign(null)),
  },
  guards: { ...designGuards, ...changedElsewhereGuards(watchedDesign) },
}).createMachine({
  id: 'design',
  context: ({ input }) => initialDesignContext(input),
  initial: 'loading',
  on: keepChangesToldWhileBusy(['design.changedElsewhere']),
  states: {
    loading: {
      description: "Loads the translation's design (if it has one) and its video's bytes.",
      tags: 'loading',
      initial: 'deciding',
      states: {
        deciding: {
          description: 'A translation without a design has nothing to load.',
          always: [{ guard: 'hasDesign', target: 'fetchingDesign' }, { target: '#design.routing' }],
        },
        fetchingDesign: {
          description: 'GET /api/design/{id}.',
          invoke: {
            id: 'loadDesign',
            src: 'loadDesign',
            input: ({ context }) => ({ id: requireId(context.designId, 'design') }),
            onDone: [
              {
                guard: { type: 'loadedVideo', params: ({ event }) => event.output },
                target: 'fetchingVideo',
                actions: assign(({ event }) => showDesign(event.output)),
              },
              {
                target: '#design.routing',
                actions: assign(({ event }) => showDesign(event.output)),
              },
            ],
            onError: { target: '#design.loadFailed' },
          },
        },
        fetchingVideo: {
          description: 'The stored video fetched as a blob, so a frame can be drawn from it.',
          invoke: {
            id: 'fetchVideo',
            src: 'fetchVideo',
            input: ({ context }) => ({
              url: context.video?.kind === 'stored' ? context.video.url : '',
            }),
            onDone: {
              target: '#design.routing',
              actions: assign({
                video: ({ context, event }) =>
                  context.video?.kind === 'stored'
                    ? { ...context.video, blob: event.output }
                    : context.video,
              }),
            },
            // The video still plays from its URL; only frame capture needs the bytes.
            onError: {
              target: '#design.routing',
              actions: logFailure('Failed to fetch video'),
            },
          },
        },
      },
    },
    routing: {
      description: 'A translation on the base design is read-only; any other is edited.',
      always: [{ guard: 'usesBaseDesign', target: 'readOnly' }, { target: 'editing' }],
    },
    loadFailed: {
      description: "The design could not be loaded: a toast and 'Try again'.",
      entry: notifyError(DESIGN_MESSAGES.loadFailed),
      on: {
        'design.retry': {
          description: 'Load again after a failed load.',
          target: 'loading',
        },
      },
    },
    readOnly: {
      description: "Preview Only: the base translation's design, nothing editable.",
      tags: 'readOnly',
      initial: 'idle',
      states: {
        idle: {
          description: "The 'Using Base Design' card with 'Unlink Design'.",
          on: {
            'design.unlink': {
              description: 'Asks to confirm unlinking the base design from this translation.',
              target: 'confirmingUnlink',
            },
          },
        },
        confirmingUnlink: {
          description: 'Asks before unlinking (irreversible).',
          on: {
            'design.unlinkConfirm': {
              description: 'Unlinks; contentChanged({ content }) lets the editor follow.',
              target: 'unlinking',
            },
            'design.unlinkCancel': {
              description: 'Keeps the link.',
              target: 'idle',
            },
          },
        },
        unlinking: {
          description: 'DELETE /api/launcher-content/{id}/design/{designId}.',
          tags: 'busy',
          invoke: {
            id: 'unlinkDesign',
            src: 'unlinkDesign',
            input: ({ context }) => ({
              contentId: context.contentId,
              designId: requireId(context.designId, 'design'),
            }),
            onDone: {
              target: '#design.editing',
              actions: [
                assign({ designId: null }),
                'forgetForm',
                { type: 'contentChanged', params: ({ event }) => ({ content: event.output }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: logFailure('Failed to unlink design'),
            },
          },
        },
      },
    },
    editing: {
      description: "The translation's own design (or none yet) in the form.",
      initial: 'idle',
      on: {
        'design.reload': {
          description:
            'Reload on the notice: the design is read again, chosen files and moves dropped.',
          target: '#design.loading',
          actions: assign({ changedElsewhere: null }),
        },
        // Undo or Redo: a file still being checked is dropped with the step it would have made.
        'design.restore': [
          {
            guard: 'restoresAnotherChosenIcon',
            target: '.inspectingIcon',
            actions: assign(({ context, event }) => restoreValues(context, event.values)),
          },
          {
            target: '.idle',
            actions: assign(({ context, event }) => restoreValues(context, event.values)),
          },
        ],
      },
      states: {
        idle: {
          description: 'Waiting for the operator.',
          entry: 'hearKeptChanges',
          on: {
            'design.changedElsewhere': changedElsewhereTransitions('#design.refreshing'),
            'icon.choose': {
              description:
                "{ file }: checked from its decoded pixels: 'Icon must be an image', 'Icon must be ≤ 5MB', 'Aspect ratio must be 1:1' (tolerance 0.1), 'Icon must be 512x512px'.",
              target: 'inspectingIcon',
              actions: assign({
                icon: ({ event }) => ({ kind: 'chosen', file: event.file }),
                touched: ({ context }) => ({ ...context.touched, icon: true }),
                fileErrors: ({ context }) => ({ ...context.fileErrors, icon: null }),
              }),
            },
            'icon.remove': {
              description: 'Drops a newly chosen icon only; the stored one is back.',
              guard: 'hasChosenIcon',
              actions: assign({
                icon: ({ context }) => storedIconOf(context.design),
                fileErrors: ({ context }) => ({ ...context.fileErrors, icon: null }),
              }),
            },
            'screens.add': {
              description:
                "{ files }: several at once; empty or undecodable files refused with 'Invalid screenshot format. Please upload valid image files.'.",
              guard: 'hasFiles',
              target: 'inspectingScreens',
              actions: assign({ checking: ({ event }) => event.files }),
            },
            'screen.moveLeft': {
              description: '{ key }: one place earlier in the gallery.',
              guard: 'canMoveLeft',
              actions: assign({
                screens: ({ context, event }) => moveScreen(context.screens, event.key, -1),
              }),
            },
            'screen.moveRight': {
              description: '{ key }: one place later in the gallery.',
              guard: 'canMoveRight',
              actions: assign({
                screens: ({ context, event }) => moveScreen(context.screens, event.key, 1),
              }),
            },
            'screen.remove': {
              description: '{ key }: out of the gallery.',
              guard: 'hasScreen',
              actions: assign({
                screens: ({ context, event }) =>
                  context.screens.filter((screen) => screen.key !== event.key),
                touched: ({ context }) => ({ ...context.touched, screens: true }),
                // The message about refused files is stale once the gallery changes.
                fileErrors: ({ context }) => ({ ...context.fileErrors, screens: null }),
              }),
            },
            'video.choose': {
              description:
                '{ file }: MP4 or WebM by its first bytes, at most 15 MB; a refused video leaves the current one.',
              target: 'inspectingVideo',
              actions: assign({ checking: ({ event }) => [event.file] }),
            },
            'frame.capture': {
              description:
                "{ source }: the video element's current frame becomes the video preview (PNG).",
              guard: 'hasVideo',
              target: 'capturingFrame',
            },
            'preview.remove': {
              description: 'Drops the video preview.',
              guard: 'hasVideoPreview',
              actions: assign({ videoPreview: null }),
            },
            'field.blur': {
              description: '{ field }: that field is validated.',
              actions: assign({
                touched: ({ context, event }) => ({ ...context.touched, [event.field]: true }),
              }),
            },
            'design.save': [
              {
                description:
                  "An invalid form toasts each error ('Icon is required', 'At least one screenshot is required'); an unchanged one does nothing; else createDesign ('Design created successfully') or updateDesign with what changed ('Design updated successfully'), then linkDesign. Failure: 'Failed to save design', every chosen file and the order kept.",
                guard: 'hasErrors',
                actions: ['touchAll', 'notifyFormErrors'],
              },
              { guard: 'hasChanges', target: '#design.saving' },
            ],
            'design.useBase': {
              description: "Links the base's design to this translation.",
              guard: 'canUseBaseDesign',
              target: 'linkingBase',
            },
          },
        },
        inspectingIcon: {
          description: "Decodes the chosen icon's pixels to check the icon rules.",
          tags: 'checking',
          invoke: {
            id: 'inspectImages',
            src: 'inspectImages',
            input: ({ context }) => ({
              files: context.icon?.kind === 'chosen' ? [context.icon.file] : [],
            }),
            onDone: {
              target: 'idle',
              actions: assign({
                fileErrors: ({ context, event }) => ({
                  ...context.fileErrors,
                  icon:
                    context.icon?.kind === 'chosen'
                      ? iconError(context.icon.file, event.output[0] ?? null)
                      : null,
                }),
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                fileErrors: ({ context }) => ({
                  ...context.fileErrors,
                  icon: DESIGN_MESSAGES.iconNotImage,
                }),
              }),
            },
          },
        },
        inspectingScreens: {
          description: 'Decodes each chosen screenshot; only real, non-empty images join.',
          tags: 'checking',
          invoke: {
            id: 'inspectImages',
            src: 'inspectImages',
            input: ({ context }) => ({ files: context.checking }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => addScreens(context, event.output)),
            },
            onError: {
              target: 'idle',
              actions: assign(({ context }) => addScreens(context, [])),
            },
          },
        },
        inspectingVideo: {
          description: "Reads the chosen video's first bytes to check its format and size.",
          tags: 'checking',
          invoke: {
            id: 'inspectVideo',
            src: 'inspectVideo',
            input: ({ context }) => ({ file: context.checking[0]! }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => chooseVideo(context, event.output)),
            },
            onError: {
              target: 'idle',
              actions: assign(({ context }) => chooseVideo(context, null)),
            },
          },
        },
        capturingFrame: {
          description: "Draws the video's current frame into a PNG: the video preview.",
          tags: 'checking',
          invoke: {
            id: 'captureFrame',
            src: 'captureFrame',
            input: ({ event }) => ({
              source: event.type === 'frame.capture' ? event.source : null,
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ videoPreview: ({ event }) => ({ kind: 'chosen', file: event.output }) }),
                {
                  type: 'notify',
                  params: { kind: 'success', text: DESIGN_MESSAGES.frameCaptured },
                },
              ],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notify',
                params: { kind: 'error', text: DESIGN_MESSAGES.frameFailed },
              },
            },
          },
        },
        linkingBase: {
          description: "POST /api/launcher-content/{id}/design/{baseDesignId}: 'Use Base Design'.",
          tags: 'busy',
          invoke: {
            id: 'linkDesign',
            src: 'linkDesign',
            input: ({ context }) => ({
              contentId: context.contentId,
              designId: requireId(context.baseDesignId, 'base design'),
            }),
            onDone: {
              target: '#design.loading',
              actions: [
                assign({ designId: ({ context }) => context.baseDesignId }),
                'forgetForm',
                { type: 'contentChanged', params: ({ event }) => ({ content: event.output }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: logFailure('Failed to link design'),
            },
          },
        },
      },
    },
    refreshing: {
      description:
        'Another operator saved the design: GET it. A form without chosen files or moves shows it; one with them keeps them and announces the change; a read that changed no file shown only takes the version.',
      on: holdClicks(DESIGN_HELD_CLICKS),
      exit: 'actOnHeldClicks',
      invoke: {
        id: 'refreshDesign',
        src: 'refreshDesign',
        input: ({ context }) => ({ id: requireId(context.designId, 'design') }),
        onDone: readElsewhereDone('#design.editing'),
        onError: { target: 'editing', actions: logFailure(DESIGN_MESSAGES.loadFailed) },
      },
    },
    checkingDesign: {
      description:
        'GET /api/design/{id} as stored now (issue 29): before a write to a server without versions, or after a stale write. A file only the other operator changed is taken, the gallery merges as a list; files both changed open the conflict dialog.',
      tags: 'busy',
      invoke: {
        id: 'checkDesign',
        src: 'checkDesign',
        input: ({ context }) => ({ id: requireId(context.designId, 'design') }),
        onDone: [
          {
            guard: 'bothChangedAFile',
            target: 'conflict',
            actions: assign(({ context, event }) => ({
              conflict: designConflictOf(context, event.output),
              readDesign: event.output,
            })),
          },
          {
            target: 'merged',
            actions: assign(({ context, event }) => ({
              ...designConflictOf(context, event.output).merged,
              design: event.output,
            })),
          },
        ],
        onError: [
          { guard: 'gone', target: 'editing', actions: notifyError(DESIGN_MESSAGES.gone) },
          { target: 'editing', actions: 'notifySaveFailed' },
        ],
      },
    },
    merged: {
      description:
        'Merged with the design as stored now: what still differs is written against the version just read; nothing left to write ends the save.',
      always: [{ guard: 'hasChanges', target: '#design.saving.updating' }, { target: 'editing' }],
    },
    conflict: {
      description:
        'Another operator saved a file this form changed too: per file the original, theirs and mine; the operator picks (or keeps all of theirs / all of mine) and saves against their version.',
      on: conflictTransitions('merged'),
    },
    saving: {
      description: 'Creates or updates the design, then links it to the translation.',
      tags: 'busy',
      entry: assign({ progress: 0 }),
      exit: assign({ progress: null }),
      initial: 'routing',
      on: {
        'save.progress': {
          description: "{ percent }: sent by the save's onProgress.",
          actions: assign({ progress: ({ event }) => event.percent }),
        },
      },
      states: {
        routing: {
          description:
            'A translation with its own design updates it; one without creates one (or looks again for the one an unnamed create made).',
          always: [
            { guard: and(['hasOwnDesign', 'hasVersion']), target: 'updating' },
            // A server without versions: the design is read before it is written.
            { guard: 'hasOwnDesign', target: '#design.checkingDesign' },
            { guard: 'hasUnnamedDesign', target: 'findingDesign' },
            { target: 'listingDesigns' },
          ],
        },
        listingDesigns: listingBeforeCreate({
          src: 'listDesigns',
          path: '/api/design',
          record: 'design',
          target: 'creating',
        }),
        creating: {
          description: "POST /api/design (multipart, name 'Design <ISO timestamp>').",
          invoke: {
            id: 'createDesign',
            src: 'createDesign',
            input: ({ context, self }) => ({
              design: createInputOf(context),
              onProgress: (percent: number) => self.send({ type: 'save.progress', percent }),
            }),
            onDone: [
              {
                guard: answeredId,
                target: 'loadingCreated',
                actions: assign({
                  createdDesignId: ({ event }) => createdIdOf(event.output, 'created design'),
                }),
              },
              {
                target: 'findingDesign',
                actions: assign({
                  unnamedDesign: ({ context }) => ({
                    screens: createInputOf(context).screens.length,
                  }),
                }),
              },
            ],
            onError: { target: '#design.editing', actions: 'notifySaveFailed' },
          },
        },
        findingDesign: {
          description:
            'GET /api/design after a create answered without its id: the one new design with as many screenshots as were sent is it; else a warning, and the next save looks again (never a second design).',
          invoke: {
            id: 'listDesigns',
            src: 'listDesigns',
            onDone: [
              {
                guard: ({ context, event }) => foundDesignId(context, event.output) !== null,
                target: 'loadingCreated',
                actions: assign(({ context, event }) => ({
                  createdDesignId: foundDesignId(context, event.output),
                  unnamedDesign: null,
                })),
              },
              { target: '#design.editing', actions: notifyWarning(CREATED_WITHOUT_ID) },
            ],
            onError: { target: '#design.editing', actions: notifyWarning(CREATED_WITHOUT_ID) },
          },
        },
        loadingCreated: {
          description: 'GET /api/design/{id}: the created design as the server holds it.',
          invoke: {
            id: 'loadDesign',
            src: 'loadDesign',
            input: ({ context }) => ({ id: requireId(context.createdDesignId, 'created design') }),
            onDone: {
              target: 'linking',
              actions: [
                ...savedThenLinking(DESIGN_MESSAGES.created).actions,
                assign({ createdDesignId: null }),
              ],
            },
            // Made but not read back: what was chosen stays, linked; the next save updates it.
            onError: {
              target: 'linking',
              actions: [
                assign(({ context }) => ({
                  designId: context.createdDesignId,
                  baseDesignId: context.isBase ? context.createdDesignId : context.baseDesignId,
                  createdDesignId: null,
                })),
                notifySuccess(DESIGN_MESSAGES.created),
              ],
            },
          },
        },
        updating: {
          description: 'PATCH /api/design/{id}: what changed, finalOrder with $new:i.',
          invoke: {
            id: 'updateDesign',
            src: 'updateDesign',
            input: ({ context, self }) => ({
              id: requireId(context.designId, 'design'),
              changes: updateInputOf(context),
              onProgress: (percent: number) => self.send({ type: 'save.progress', percent }),
              version: context.design?.version,
            }),
            onDone: savedThenLinking(DESIGN_MESSAGES.updated),
            onError: [
              { guard: 'staleWrite', target: '#design.checkingDesign' },
              // Every chosen file and the order stay; the operator may save again.
              {
                guard: 'gone',
                target: '#design.editing',
                actions: notifyError(DESIGN_MESSAGES.gone),
              },
              { target: '#design.editing', actions: 'notifySaveFailed' },
            ],
          },
        },
        linking: {
          description: 'POST /api/launcher-content/{id}/design/{designId}; a failure is logged.',
          invoke: {
            id: 'linkDesign',
            src: 'linkDesign',
            input: ({ context }) => ({
              contentId: context.contentId,
              designId: requireId(context.designId, 'design'),
            }),
            onDone: {
              target: '#design.editing',
              actions: {
                type: 'contentChanged',
                params: ({ event }) => ({ content: event.output }),
              },
            },
            onError: {
              target: '#design.editing',
              actions: logFailure('Failed to link design'),
            },
          },
        },
      },
    },
  },
});
