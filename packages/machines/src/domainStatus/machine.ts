import { ERRORS } from '@landing/api';
import { assign, setup } from 'xstate';
import { errorMessage } from '../shared/serverMessage.ts';
import { domainStatusActors } from './actors.ts';
import {
  initialDomainStatusContext,
  type DomainStatusContext,
  type DomainStatusInput,
} from './context.ts';
import type { DomainStatusEvent } from './events.ts';

export type DomainStatusTag = 'busy';

/** One row of the domains list: its status and the row's own 'Check Status'. */
export const domainStatusMachine = setup({
  types: {
    context: {} as DomainStatusContext,
    events: {} as DomainStatusEvent,
    input: {} as DomainStatusInput,
    tags: {} as DomainStatusTag,
  },
  actors: domainStatusActors,
  actions: {
    syncStatus: assign(({ event }) =>
      event.type === 'status.sync' ? { status: event.status } : {},
    ),
  },
}).createMachine({
  id: 'domainStatus',
  context: ({ input }) => initialDomainStatusContext(input),
  initial: 'idle',
  on: {
    'status.sync': {
      description: '{ status }: the status a reloaded list read; a check in flight goes on.',
      actions: 'syncStatus',
    },
  },
  states: {
    idle: {
      description: 'Shows the status; Check Status asks the server again.',
      on: {
        'status.check': {
          target: 'checking',
          description:
            "CheckStatus({ domainId }); a failure keeps the status and shows the server's message, else 'Failed to check status'.",
        },
      },
    },
    checking: {
      description: "Asks for this domain's status ('Checking...'); other rows are untouched.",
      tags: 'busy',
      invoke: {
        id: 'checkStatus',
        src: 'checkStatus',
        input: ({ context }) => ({ domainId: context.domainId }),
        onDone: {
          target: 'idle',
          actions: assign(({ event }) => ({ status: event.output.status, error: null })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({
            error: errorMessage(event.error, ERRORS.failedToCheckStatus),
          })),
        },
      },
    },
    failed: {
      description: 'The last check failed: the row says so and keeps its status.',
      on: { 'status.check': 'checking' },
    },
  },
});
