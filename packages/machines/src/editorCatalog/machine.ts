import { assign, setup } from 'xstate';
import { notProvidedAction, notProvidedActor } from '../shared/notProvided.ts';
import { errorMessage, type ServerMessage } from '../shared/serverMessage.ts';
import type { Locale, Template } from '@landing/api';
import type { ToastText } from '../shared/toastTexts.ts';

export type EditorCatalogContext = { templates: Template[]; locales: Locale[] };
export type EditorCatalogEvent =
  /** A template created in the 'Add Template' modal joins the list at once. */
  { type: 'templates.add'; template: Template } | { type: 'catalog.reload' };
export type CatalogNotifyParams = { kind: 'error'; text: ToastText | ServerMessage };

/**
 * One list loaded in a region of its own; it ends either way, a failed list stays empty and an
 * error toast says why.
 */
const listRegion = <
  List extends keyof EditorCatalogContext,
  Load extends 'loadTemplates' | 'loadLocales',
>(
  list: List,
  load: Load,
  texts: {
    description: string;
    waiting: string;
    failure: ToastText;
    done: string;
  },
) => ({
  description: texts.description,
  initial: 'fetching',
  states: {
    fetching: {
      description: texts.waiting,
      invoke: {
        id: load,
        src: load,
        onDone: {
          target: 'done',
          actions: {
            type: 'showList' as const,
            params: ({ event }: { event: { output: EditorCatalogContext[List] } }) =>
              ({ [list]: event.output }) as Partial<EditorCatalogContext>,
          },
        },
        onError: {
          target: 'done',
          actions: {
            type: 'notify' as const,
            params: ({ event }: { event: { error: unknown } }): CatalogNotifyParams => ({
              kind: 'error',
              text: errorMessage(event.error, texts.failure),
            }),
          },
        },
      },
    },
    done: { description: texts.done, type: 'final' as const },
  },
});

/**
 * The lists the editor offers while editing: templates for the settings step and locales for
 * the tab strip, loaded side by side once per editor.
 */
export const editorCatalogMachine = setup({
  types: {
    context: {} as EditorCatalogContext,
    events: {} as EditorCatalogEvent,
  },
  actors: {
    /** GET /api/template. */
    loadTemplates: notProvidedActor<Template[], void>('loadTemplates'),
    /** GET /api/locales. */
    loadLocales: notProvidedActor<Locale[], void>('loadLocales'),
  },
  actions: {
    notify: notProvidedAction<CatalogNotifyParams>('notify'),
    showList: assign((_, list: Partial<EditorCatalogContext>) => list),
  },
}).createMachine({
  id: 'editorCatalog',
  context: { templates: [], locales: [] },
  initial: 'loading',
  on: {
    'templates.add': {
      description: '{ template }: a template made in the modal joins the list.',
      actions: assign({
        templates: ({ context, event }) => [
          ...context.templates.filter((template) => template.id !== event.template.id),
          event.template,
        ],
      }),
    },
  },
  states: {
    loading: {
      description: 'Templates and locales, side by side; a failed list stays empty.',
      type: 'parallel',
      states: {
        templates: listRegion('templates', 'loadTemplates', {
          description: 'GET /api/template.',
          waiting: 'Waiting for the templates.',
          failure: 'Failed to load templates',
          done: 'Templates known.',
        }),
        locales: listRegion('locales', 'loadLocales', {
          description: 'GET /api/locales.',
          waiting: 'Waiting for the locales.',
          failure: 'Failed to fetch locales',
          done: 'Locales known.',
        }),
      },
      onDone: 'loaded',
    },
    loaded: {
      description: 'Both lists are known (maybe empty).',
      on: {
        'catalog.reload': {
          target: 'loading',
          description:
            "Load templates and locales again ('Failed to load templates', 'Failed to fetch locales').",
        },
      },
    },
  },
});
