import { ERRORS } from '@landing/api';
import { assign, enqueueActions, setup } from 'xstate';
import { errorMessage } from '../shared/serverMessage.ts';
import { DOMAINS_LIST_QUERY, domainsListActors, type DomainsListAnswer } from './actors.ts';
import { initialDomainsListContext, type DomainsListContext } from './context.ts';
import type { DomainsListEvent } from './events.ts';
import { domainsOf, statusActorId } from './rows.ts';

export type DomainsListTag = 'loading' | 'busy';

/**
 * The 'All Domains' list: loads every domain (page 1, size 100) and gives each row a status
 * actor of its own, so a row's check never touches the others.
 */
/** The list's one load, for the first time and every reload alike. */
const loadDomains = {
  id: 'loadDomains',
  src: 'loadDomains' as const,
  input: DOMAINS_LIST_QUERY,
  onDone: {
    target: 'ready',
    actions: {
      type: 'showDomains' as const,
      params: ({ event }: { event: { output: DomainsListAnswer } }) => event.output,
    },
  },
  onError: {
    target: 'failed',
    actions: {
      type: 'showLoadError' as const,
      params: ({ event }: { event: { error: unknown } }) => event.error,
    },
  },
};

export const domainsListMachine = setup({
  types: {
    context: {} as DomainsListContext,
    events: {} as DomainsListEvent,
    tags: {} as DomainsListTag,
  },
  actors: domainsListActors,
  actions: {
    clearError: assign({ error: null }),
    showLoadError: assign((_, error: unknown) => ({
      error: errorMessage(error, ERRORS.failedToLoadDomains),
    })),
    /**
     * Keeps one status actor per row: a row still listed is told its reloaded status (a check
     * in flight goes on), a new row gets a fresh actor, a row gone stops its actor.
     */
    showDomains: enqueueActions(({ context, enqueue }, answer: DomainsListAnswer) => {
      const domains = domainsOf(answer);
      const known = new Set(context.domains.map((domain) => domain.id));
      const next = new Set(domains.map((domain) => domain.id));
      for (const id of known) if (!next.has(id)) enqueue.stopChild(statusActorId(id));
      for (const domain of domains) {
        if (known.has(domain.id)) {
          enqueue.sendTo(statusActorId(domain.id), {
            type: 'status.sync',
            status: domain.status,
          });
        } else {
          enqueue.spawnChild('domainStatus', {
            id: statusActorId(domain.id),
            input: { domainId: domain.id, status: domain.status },
          });
        }
      }
      enqueue.assign({ domains, error: null });
    }),
  },
}).createMachine({
  id: 'domainsList',
  context: initialDomainsListContext,
  initial: 'loading',
  states: {
    loading: {
      description: 'Fetches the domains; the table shows its loading text.',
      tags: 'loading',
      entry: 'clearError',
      invoke: loadDomains,
    },
    ready: {
      description: 'The rows are shown; each row checks its own status.',
      on: {
        'list.reload': {
          target: 'reloading',
          description:
            'Load again (after a purchase); kept rows get status.sync, new rows a status actor, rows gone are stopped.',
        },
      },
    },
    reloading: {
      description: 'Fetches the list again (after a purchase) while the current rows stay.',
      tags: 'busy',
      entry: 'clearError',
      invoke: loadDomains,
    },
    failed: {
      description: 'The load failed: the reason shows under the table with Try again.',
      on: {
        'list.retry': {
          target: 'loading',
          description:
            "Load again after a failed load ('Failed to load domains' or the server's message).",
        },
        'list.reload': 'reloading',
      },
    },
  },
});
