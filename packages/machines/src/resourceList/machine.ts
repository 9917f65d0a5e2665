import { assign, setup } from 'xstate';
import { notProvidedAction } from '../shared/notProvided.ts';
import { errorMessage } from '../shared/serverMessage.ts';
import {
  resourceListActors,
  type ReportLoadFailureParams,
  type ReportRemoveFailureParams,
} from './actors.ts';
import type { ListItem, ResourceListContext, ResourceListOptions } from './context.ts';
import type { ResourceListEvent } from './events.ts';
import { requireId } from '../shared/requireId.ts';

export type ResourceListTag = 'loading' | 'busy';

/**
 * A whole-list screen's behaviour: load every item, delete one (the view asks first), then load
 * again; a failed load leaves an empty list with `loadFailedText` and a way to retry. One
 * machine per resource, made by this factory so each knows its item type and failure text.
 */
export function createResourceListMachine<TItem extends ListItem>(
  id: string,
  { loadFailedText, preferServerMessage = false }: ResourceListOptions,
) {
  const loadError = (error: unknown) =>
    preferServerMessage && loadFailedText !== null
      ? errorMessage(error, loadFailedText)
      : loadFailedText;

  const failedLoad = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
  /** The list's one load, for the first time and every reload alike. */
  const loadItems = {
    id: 'loadItems',
    src: 'loadItems' as const,
    onDone: {
      target: 'ready',
      actions: {
        type: 'showItems' as const,
        params: ({ event }: { event: { output: TItem[] } }) => event.output,
      },
    },
    onError: {
      target: 'failed',
      actions: [
        { type: 'showLoadFailure' as const, params: failedLoad },
        { type: 'reportLoadFailure' as const, params: failedLoad },
      ],
    },
  };

  return setup({
    types: {
      context: {} as ResourceListContext<TItem>,
      events: {} as ResourceListEvent,
      tags: {} as ResourceListTag,
    },
    actors: resourceListActors<TItem>(),
    actions: {
      showItems: assign((_, items: TItem[]) => ({ items, error: null })),
      showLoadFailure: assign((_, { error }: ReportLoadFailureParams) => ({
        items: [],
        error: loadError(error),
      })),
      /** Logs a failed load (the screen shows `loadFailedText` or just the empty list). */
      reportLoadFailure: notProvidedAction<ReportLoadFailureParams>('reportLoadFailure'),
      /** Logs (and, where the screen wants, announces) a failed delete; the row stays. */
      reportRemoveFailure: notProvidedAction<ReportRemoveFailureParams>('reportRemoveFailure'),
    },
  }).createMachine({
    id,
    context: { items: [], error: null, removingId: null },
    initial: 'loading',
    states: {
      loading: {
        description: 'The first load, or a retry after a failure: the table shows it is loading.',
        tags: 'loading',
        invoke: loadItems,
      },
      refreshing: {
        description: 'Loads again after a change; the rows stay on screen meanwhile.',
        tags: 'busy',
        invoke: loadItems,
      },
      ready: {
        description: 'The list is shown; a row can be deleted.',
        on: {
          'list.remove': {
            description:
              '{ id }: DELETE of that item; success loads the list again, failure runs reportRemoveFailure({ id, error }) and the row stays.',
            target: 'removing',
            actions: assign({ removingId: ({ event }) => event.id }),
          },
          'list.reload': {
            description: 'Load again after a change elsewhere; the rows stay on screen meanwhile.',
            target: 'refreshing',
          },
        },
      },
      removing: {
        description: 'DELETE of one item; success loads the list again, failure keeps the row.',
        tags: 'busy',
        invoke: {
          id: 'removeItem',
          src: 'removeItem',
          input: ({ context }) => ({ id: requireId(context.removingId, 'item') }),
          onDone: { target: 'refreshing', actions: assign({ removingId: null }) },
          onError: {
            target: 'ready',
            actions: [
              {
                type: 'reportRemoveFailure',
                params: ({ context, event }) => ({
                  id: requireId(context.removingId, 'item'),
                  error: event.error,
                }),
              },
              assign({ removingId: null }),
            ],
          },
        },
      },
      failed: {
        description: 'The list could not be loaded: an empty list (and the failure text).',
        on: {
          'list.retry': {
            description: 'Load again after a failed load.',
            target: 'loading',
            actions: assign({ error: null }),
          },
          'list.reload': { target: 'loading', actions: assign({ error: null }) },
        },
      },
    },
  });
}

export type ResourceListMachine<TItem extends ListItem> = ReturnType<
  typeof createResourceListMachine<TItem>
>;
