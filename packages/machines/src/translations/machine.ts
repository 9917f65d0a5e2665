import { assign, enqueueActions, setup } from 'xstate';
import type { Launcher, LauncherContent } from '../editor/entities.ts';
import { identifyCreated, idsOf } from '../shared/identifyCreated.ts';
import { reportToEditor } from '../editor/protocol.ts';
import { failureToast, notifySuccess, notifyWarning } from '../shared/notify.ts';
import { requireId } from '../shared/requireId.ts';
import { answeredId, CREATED_WITHOUT_ID, createdIdOf } from '../shared/writeAnswer.ts';
import { translationsActors, translationsEffects } from './actors.ts';
import {
  CLOSED_FORM,
  initialTranslationsContext,
  type TranslationsContext,
  type TranslationsInput,
} from './context.ts';
import type { TranslationsEvent } from './events.ts';
import { translationPayload } from './payload.ts';

export type TranslationsTag = 'busy';

const hasTranslation = (context: TranslationsContext, contentId: number) =>
  (context.launcher.contents ?? []).some(({ id }) => id === contentId);

/** The translations a read of the launcher shows that the strip does not. */
const addedIn = (context: TranslationsContext, launcher: Launcher): LauncherContent[] =>
  (launcher.contents ?? []).filter(({ id }) => !hasTranslation(context, id));

const createdToast = notifySuccess('Translation created successfully');

/**
 * The translation just created: named by the create's answer, or else the one tab of the
 * loaded launcher that is new and in the chosen language (null: not known for sure).
 */
const createdIn = (context: TranslationsContext, launcher: Launcher): number | null =>
  context.createdId ??
  identifyCreated(
    context.contentIdsBefore,
    launcher.contents ?? [],
    (content) => content.localeId === context.newTranslation.localeId,
  );

/**
 * The translation tab strip above every section that needs a translation: the new-language
 * form, creating a translation (then the launcher is loaded again) and deleting one. It tells
 * the editor what changed; switching between translations is the editor's own move.
 */
export const translationsMachine = setup({
  types: {
    context: {} as TranslationsContext,
    events: {} as TranslationsEvent,
    input: {} as TranslationsInput,
    tags: {} as TranslationsTag,
  },
  actors: translationsActors,
  actions: {
    ...translationsEffects,
    reportCreated: reportToEditor(
      ({ context }, params: { launcher: TranslationsContext['launcher'] }) => ({
        type: 'translation.created',
        launcher: params.launcher,
        contentId: context.createdId,
      }),
    ),
    /** The launcher loaded again after a create: the form closes, nothing is pending. */
    closeForm: assign((_, { launcher }: { launcher: Launcher }) => ({
      launcher,
      newTranslation: CLOSED_FORM,
      createdId: null,
      contentIdsBefore: null,
    })),
    reportAddedElsewhere: reportToEditor((_, params: { contents: LauncherContent[] }) => ({
      type: 'translation.addedElsewhere',
      contents: params.contents,
    })),
    reportDeletedElsewhere: reportToEditor((_, params: { contentId: number }) => ({
      type: 'translation.deletedElsewhere',
      contentId: params.contentId,
    })),
    reportDeleted: reportToEditor(({ context }) => ({
      type: 'translation.deleted',
      contentId: requireId(context.deleteId, 'deleted translation'),
    })),
  },
  guards: {
    isKnownTranslationGone: ({ context, event }) =>
      event.type === 'translations.changedElsewhere' &&
      event.change.kind === 'content' &&
      event.change.gone === true &&
      hasTranslation(context, event.change.id),
    isNewTranslation: ({ context, event }) =>
      event.type === 'translations.changedElsewhere' &&
      event.change.kind === 'content' &&
      event.change.gone !== true &&
      !hasTranslation(context, event.change.id),
    hasChosenLocale: ({ context }) => context.newTranslation.localeId !== null,
    isDeletable: ({ context, event }) =>
      event.type === 'translation.delete' &&
      (context.launcher.contents ?? []).some(
        (content) => content.id === event.contentId && !content.isDefault,
      ),
  },
}).createMachine({
  id: 'translations',
  context: ({ input }) => initialTranslationsContext(input),
  initial: 'idle',
  on: {
    'translations.changedElsewhere': {
      description:
        'Told while the strip creates, reads or deletes a translation: kept (the last of each row), and heard once it is idle again.',
      actions: assign(({ context, event }) => ({
        keptChanges: [
          ...context.keptChanges.filter(
            ({ change }) => change.kind !== event.change.kind || change.id !== event.change.id,
          ),
          event,
        ],
      })),
    },
    // The editor's launcher and base as they are now (a section saved the base, a switch loaded it).
    'section.context': {
      description: "{ context }: the editor's launcher and base as they are now.",
      actions: assign(({ context, event }) => ({
        launcher: event.context.launcher ?? context.launcher,
        baseContent: event.context.baseContent,
      })),
    },
  },
  states: {
    idle: {
      description:
        'Waiting for the operator (while the launcher is read again after another operator added a translation too).',
      // Rows told while the strip was busy are heard now.
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.keptChanges.length === 0) return;
        for (const change of context.keptChanges) enqueue.raise(change);
        enqueue.assign({ keptChanges: [] });
      }),
      initial: 'ready',
      on: {
        'translation.open': {
          description: 'Opens the new-language form.',
          actions: assign({ newTranslation: { open: true, localeId: null } }),
        },
        'translation.cancel': {
          description: 'Closes it.',
          actions: assign({ newTranslation: CLOSED_FORM }),
        },
        'translation.chooseLocale': {
          description: '{ localeId }: one of the unused locales.',
          actions: assign({
            newTranslation: ({ event }) => ({ open: true, localeId: event.localeId }),
          }),
        },
        // Undo and Redo: the form stays open or closed as it is; a language another
        // translation took since is not put back.
        'translation.restore': {
          description:
            '{ localeId }: puts a chosen language back (Undo, Redo); one the launcher now uses is left out.',
          actions: assign({
            newTranslation: ({ context, event }) => ({
              open: context.newTranslation.open,
              localeId: (context.launcher.contents ?? []).some(
                (content) => content.localeId === event.localeId,
              )
                ? null
                : event.localeId,
            }),
          }),
        },
        // Without a language there is nothing to create (the button is disabled).
        'translation.create': {
          description:
            'Creates the translation copying the base (translationPayload), loads the launcher again and reports translation.created.',
          guard: 'hasChosenLocale',
          target: 'creating',
        },
        'translation.delete': {
          description:
            '{ contentId }: deletes a translation (not the base) and reports translation.deleted.',
          guard: 'isDeletable',
          target: 'deleting',
          actions: assign({ deleteId: ({ event }) => event.contentId }),
        },
        // Its own create and delete are already in the strip: only other operators' count.
        'translations.changedElsewhere': [
          {
            description:
              '{ change }: a translation row the landing watch found gone: reports translation.deletedElsewhere (the editor keeps a shown one shown, with a warning).',
            guard: 'isKnownTranslationGone',
            actions: [
              {
                type: 'reportDeletedElsewhere',
                params: ({ event }) => ({ contentId: event.change.id }),
              },
              assign(({ context, event }) => ({
                launcher: {
                  ...context.launcher,
                  contents: (context.launcher.contents ?? []).filter(
                    ({ id }) => id !== event.change.id,
                  ),
                },
              })),
            ],
          },
          {
            description:
              'A translation row the strip does not show (maybe of another launcher): the launcher is read again.',
            guard: 'isNewTranslation',
            target: '.refreshing',
          },
          // Any other row (a translation the strip shows, changed): the section that shows it hears it.
          { description: 'A translation the strip shows, changed: nothing for the strip.' },
        ],
      },
      states: {
        ready: {},
        refreshing: {
          description:
            'GET /api/launcher/{id} quietly (no busy state): translations another operator added join the strip (translation.addedElsewhere), those the read no longer has are reported as deleted elsewhere (one deleted before the first poll too); the shown one stays. A failed read changes nothing.',
          invoke: {
            id: 'loadLauncher',
            src: 'loadLauncher',
            input: ({ context }) => ({ launcherId: context.launcher.id }),
            onDone: {
              target: 'ready',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const read = event.output.contents ?? [];
                const gone = (context.launcher.contents ?? []).filter(
                  ({ id }) => !read.some((content) => content.id === id),
                );
                for (const { id } of gone) {
                  enqueue({ type: 'reportDeletedElsewhere', params: { contentId: id } });
                }
                const added = addedIn(context, event.output);
                if (added.length > 0)
                  enqueue({ type: 'reportAddedElsewhere', params: { contents: added } });
                enqueue.assign({
                  launcher: {
                    ...context.launcher,
                    contents: [
                      ...(context.launcher.contents ?? []).filter(
                        (content) => !gone.includes(content),
                      ),
                      ...added,
                    ],
                  },
                });
              }),
            },
            onError: 'ready',
          },
        },
      },
    },
    creating: {
      description: 'POST /api/launcher-content copying the base, with the language chosen.',
      tags: 'busy',
      invoke: {
        id: 'createContent',
        src: 'createContent',
        input: ({ context }) => translationPayload(context),
        onDone: [
          {
            guard: answeredId,
            target: 'reloading',
            actions: assign({
              createdId: ({ event }) => createdIdOf(event.output, 'created translation'),
            }),
          },
          // Found in the launcher loaded again (the one new tab in that language), or else
          // a warning: the new tab shows, the active one stays.
          {
            target: 'reloading',
            actions: assign({
              contentIdsBefore: ({ context }) =>
                context.launcher.contents ? idsOf(context.launcher.contents) : null,
            }),
          },
        ],
        onError: { target: 'idle', actions: failureToast('Failed to create translation') },
      },
    },
    reloading: {
      description: 'GET /api/launcher/{id} with the new translation, which becomes active.',
      tags: 'busy',
      invoke: {
        id: 'loadLauncher',
        src: 'loadLauncher',
        input: ({ context }) => ({ launcherId: context.launcher.id }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ createdId: ({ context, event }) => createdIn(context, event.output) }),
            enqueueActions(({ context, enqueue }) => {
              if (context.createdId === null) enqueue(notifyWarning(CREATED_WITHOUT_ID));
            }),
            { type: 'reportCreated', params: ({ event }) => ({ launcher: event.output }) },
            { type: 'closeForm', params: ({ event }) => ({ launcher: event.output }) },
            createdToast,
          ],
        },
        onError: {
          // The translation exists; only the list could not be loaded again.
          target: 'idle',
          actions: [
            enqueueActions(({ context, enqueue }) => {
              if (context.createdId === null) enqueue(notifyWarning(CREATED_WITHOUT_ID));
            }),
            assign({ createdId: null, contentIdsBefore: null }),
            createdToast,
            failureToast('Failed to load launcher'),
          ],
        },
      },
    },
    deleting: {
      description: 'DELETE /api/launcher-content/{id}; it leaves the tab strip.',
      tags: 'busy',
      invoke: {
        id: 'deleteContent',
        src: 'deleteContent',
        input: ({ context }) => ({ contentId: requireId(context.deleteId, 'translation') }),
        onDone: {
          target: 'idle',
          actions: [
            'reportDeleted',
            assign(({ context }) => ({
              launcher: {
                ...context.launcher,
                contents: (context.launcher.contents ?? []).filter(
                  ({ id }) => id !== context.deleteId,
                ),
              },
              deleteId: null,
            })),
            notifySuccess('Content deleted successfully'),
          ],
        },
        onError: {
          target: 'idle',
          actions: [assign({ deleteId: null }), failureToast('Failed to delete content')],
        },
      },
    },
  },
});
