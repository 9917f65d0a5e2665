import { assign, setup } from 'xstate';
import { initialAppPageContext, type AppPageContext, type AppPageInput } from './context.ts';
import type { AppPageEvent } from './events.ts';

/**
 * Which app form instance /apps/{id} and /apps/new show. A new app, once saved, goes to
 * /apps/{id} and keeps its form (it already holds the saved app); any other change of the
 * route's id starts a fresh form.
 */
export const appPageMachine = setup({
  types: {
    context: {} as AppPageContext,
    events: {} as AppPageEvent,
    input: {} as AppPageInput,
  },
  guards: {
    isSameApp: ({ context, event }) =>
      event.type === 'page.routeChanged' && event.appId === context.appId,
    isTheCreatedApp: ({ context, event }) =>
      event.type === 'page.routeChanged' &&
      event.appId !== null &&
      event.appId === context.createdAppId,
  },
}).createMachine({
  id: 'appPage',
  context: ({ input }) => initialAppPageContext(input),
  initial: 'showing',
  states: {
    showing: {
      description: 'Shows one app form; the route and the form tell it when to keep or replace it.',
      on: {
        'page.appCreated': {
          description:
            '{ appId }: the new form saved and goes to /apps/{id}: that route keeps the form.',
          actions: assign({ createdAppId: ({ event }) => event.appId }),
        },
        'page.routeChanged': [
          {
            description:
              "{ appId }: the route's app changed (sent from a layout effect): a fresh form unless it is the app just created.",
            guard: 'isSameApp',
          },
          {
            guard: 'isTheCreatedApp',
            actions: assign({ appId: ({ event }) => event.appId, createdAppId: null }),
          },
          {
            actions: assign({
              appId: ({ event }) => event.appId,
              formKey: ({ context }) => context.formKey + 1,
              createdAppId: null,
            }),
          },
        ],
      },
    },
  },
});
