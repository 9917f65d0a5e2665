import { assign, setup } from 'xstate';
import { notProvidedAction, notProvidedActor } from '../shared/notProvided.ts';
import { errorMessage } from '../shared/serverMessage.ts';
import type { Locale, Template } from '@landing/api';

export type EditorCatalogContext = { templates: Template[]; locales: Locale[] };
export type EditorCatalogEvent =
  /** A template created in the 'Add Template' modal joins the list at once. */
  { type: 'templates.add'; template: Template } | { type: 'catalog.reload' };
export type CatalogNotifyParams = { kind: 'error'; text: string };

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
  },
}).createMachine({
  id: 'editorCatalog',
  context: { templates: [], locales: [] },
  initial: 'loading',
  on: {
    'templates.add': {
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
        templates: {
          description: 'GET /api/template.',
          initial: 'fetching',
          states: {
            fetching: {
              description: 'Waiting for the templates.',
              invoke: {
                id: 'loadTemplates',
                src: 'loadTemplates',
                onDone: {
                  target: 'done',
                  actions: assign({ templates: ({ event }) => event.output }),
                },
                onError: {
                  target: 'done',
                  actions: {
                    type: 'notify',
                    params: ({ event }) => ({
                      kind: 'error' as const,
                      text: errorMessage(event.error, 'Failed to load templates'),
                    }),
                  },
                },
              },
            },
            done: { description: 'Templates known.', type: 'final' },
          },
        },
        locales: {
          description: 'GET /api/locales.',
          initial: 'fetching',
          states: {
            fetching: {
              description: 'Waiting for the locales.',
              invoke: {
                id: 'loadLocales',
                src: 'loadLocales',
                onDone: {
                  target: 'done',
                  actions: assign({ locales: ({ event }) => event.output }),
                },
                onError: {
                  target: 'done',
                  actions: {
                    type: 'notify',
                    params: ({ event }) => ({
                      kind: 'error' as const,
                      text: errorMessage(event.error, 'Failed to fetch locales'),
                    }),
                  },
                },
              },
            },
            done: { description: 'Locales known.', type: 'final' },
          },
        },
      },
      onDone: 'loaded',
    },
    loaded: {
      description: 'Both lists are known (maybe empty).',
      on: { 'catalog.reload': 'loading' },
    },
  },
});
