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
import { hasMorePages, mergePage, pageOf, type LoadedList } from './pages.ts';
import { requireId } from '../shared/requireId.ts';
import { pollDelayOf } from '../shared/polling.ts';

export type ResourceListTag = 'loading' | 'busy' | 'filling';

type ShowPageParams<TItem extends ListItem> = {
  loaded: LoadedList<TItem>;
  /** 'start': the answer is the list's first page (or all of it); 'loaded': the one after. */
  from: 'start' | 'loaded';
};

/** A list whose failure is silent still says why its rest is missing. */
const fillFailedFallback = 'The rest of the list could not be loaded.';

const requireCursor = (next: string | null) => {
  if (next === null) throw new Error('No page to load after the last one');
  return next;
};

/**
 * A whole-list screen's behaviour: load every item, delete one (the view asks first), then load
 * again; a failed load leaves an empty list with `loadFailedText` and a way to retry. One
 * machine per resource, made by this factory so each knows its item type and failure text.
 * A list answered in pages (issue 31, pages.ts) shows its first rows at once and fills the rest
 * page by page (`filling`); a later page that fails keeps the rows and offers a retry.
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
  const arrived = ({ event }: { event: { output: LoadedList<TItem> } }) => event.output;
  const pageParams =
    (from: 'start' | 'loaded') =>
    ({ event }: { event: { output: LoadedList<TItem> } }): ShowPageParams<TItem> => ({
      loaded: event.output,
      from,
    });
  /** An answer with rows still to come goes on filling; a whole list or a last page is ready. */
  const showArrived = (from: 'start' | 'loaded') => [
    {
      guard: { type: 'morePages' as const, params: arrived },
      target: 'filling',
      actions: { type: 'showPage' as const, params: pageParams(from) },
    },
    { target: 'ready', actions: { type: 'showPage' as const, params: pageParams(from) } },
  ];
  const keepRow = [
    {
      type: 'reportRemoveFailure' as const,
      params: ({
        context,
        event,
      }: {
        context: ResourceListContext<TItem>;
        event: { error: unknown };
      }) => ({ id: requireId(context.removingId, 'item'), error: event.error }),
    },
    { type: 'clearRemoving' as const },
  ];
  /** The list's load (its first page when it comes in pages), first time and reloads alike. */
  const loadItems = {
    id: 'loadItems',
    src: 'loadItems' as const,
    onDone: showArrived('start'),
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
    delays: {
      /** The landing watch's rule (shared/polling.ts): 5 s, doubled after each failed poll. */
      listPollDelay: ({ context }) => pollDelayOf(context.pollFailures),
    },
    guards: {
      isShown: ({ context }) => !context.hidden,
      morePages: (_, loaded: LoadedList<TItem>) => hasMorePages(loaded),
      /** Rows were still arriving when the list left filling (a delete that failed). */
      rowsToCome: ({ context }) => context.next !== null,
    },
    actions: {
      /** Shows a page's rows in their place (pages.ts `mergePage`); a whole list replaces all. */
      /**
       * A poll's answer: the list's first page (or all of it) replaces the rows of its range;
       * rows after it stay as they are until the next reload.
       */
      showPolled: assign(({ context }, loaded: LoadedList<TItem>) => {
        const page = pageOf(loaded);
        const merged = mergePage(context.items, page, 0);
        return {
          items: merged.items,
          loadedThrough: page.next === null ? merged.through : context.loadedThrough,
          pollFailures: 0,
        };
      }),
      showPage: assign(({ context }, { loaded, from }: ShowPageParams<TItem>) => {
        const page = pageOf(loaded);
        const merged = mergePage(context.items, page, from === 'start' ? 0 : context.loadedThrough);
        return { items: merged.items, loadedThrough: merged.through, next: page.next, error: null };
      }),
      clearRemoving: assign({ removingId: null }),
      showFillFailure: assign((_, { error }: ReportLoadFailureParams) => ({
        fillError: loadError(error) ?? fillFailedFallback,
      })),
      showLoadFailure: assign((_, { error }: ReportLoadFailureParams) => ({
        items: [],
        error: loadError(error),
        next: null,
        loadedThrough: 0,
      })),
      /** Logs a failed load (the screen shows `loadFailedText` or just the empty list). */
      reportLoadFailure: notProvidedAction<ReportLoadFailureParams>('reportLoadFailure'),
      /** Logs (and, where the screen wants, announces) a failed delete; the row stays. */
      reportRemoveFailure: notProvidedAction<ReportRemoveFailureParams>('reportRemoveFailure'),
    },
  }).createMachine({
    id,
    context: {
      items: [],
      error: null,
      removingId: null,
      next: null,
      loadedThrough: 0,
      fillError: null,
      pollFailures: 0,
      hidden: false,
    },
    initial: 'loading',
    on: {
      'list.hidden': {
        description: 'The page was hidden: no polls until it is shown again.',
        actions: assign({ hidden: true }),
      },
      'list.shown': {
        description: 'The page is shown again (a reload follows from the screen).',
        actions: assign({ hidden: false }),
      },
    },
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
      filling: {
        description:
          'The rows that arrived are shown (sort and filter work on them) while the next page loads; its rows are added.',
        tags: 'filling',
        invoke: {
          id: 'loadMore',
          src: 'loadMore',
          input: ({ context }) => ({ after: requireCursor(context.next) }),
          onDone: showArrived('loaded').map((transition) => ({ ...transition, reenter: true })),
          onError: {
            target: 'fillFailed',
            actions: [
              { type: 'showFillFailure', params: failedLoad },
              { type: 'reportLoadFailure', params: failedLoad },
            ],
          },
        },
        on: {
          'list.remove': {
            target: 'removing',
            actions: assign({ removingId: ({ event }) => event.id }),
          },
          'list.reload': { target: 'refreshing' },
        },
      },
      fillFailed: {
        description:
          'A later page failed: the rows that arrived stay, with the failure and a way to load the rest again.',
        tags: 'filling',
        on: {
          'list.retry': { target: 'filling', actions: assign({ fillError: null }) },
          'list.remove': {
            target: 'removing',
            actions: [assign({ removingId: ({ event }) => event.id }), assign({ fillError: null })],
          },
          'list.reload': { target: 'refreshing', actions: assign({ fillError: null }) },
        },
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
        after: {
          listPollDelay: {
            description:
              "Issue 29: while the page is shown, polls the list's first page (5 s, doubled after each failed poll) so rows other operators edited or deleted show as they are.",
            guard: 'isShown',
            target: 'polling',
          },
        },
      },
      polling: {
        description:
          "Reads the list's first page (or all of it) quietly: its rows replace theirs on screen; a failed poll keeps the rows and waits longer. A delete or a reload goes first.",
        invoke: {
          id: 'pollItems',
          src: 'pollItems',
          onDone: {
            target: 'ready',
            actions: { type: 'showPolled', params: ({ event }) => event.output },
          },
          onError: {
            target: 'ready',
            actions: assign({ pollFailures: ({ context }) => context.pollFailures + 1 }),
          },
        },
        on: {
          'list.remove': {
            target: 'removing',
            actions: assign({ removingId: ({ event }) => event.id }),
          },
          'list.reload': { target: 'refreshing' },
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
          // The row stays; a list whose rows were still arriving goes on filling.
          onError: [
            { guard: 'rowsToCome', target: 'filling', actions: keepRow },
            { target: 'ready', actions: keepRow },
          ],
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
