import { assign, setup } from 'xstate';
import { sanitizeSubdomainWhileTyping } from '../helpers/sanitizeSubdomain.ts';
import { notProvidedAction } from '../shared/notProvided.ts';
import {
  buyDomainActors,
  type DomainPurchasedParams,
  type ReportPurchaseErrorParams,
} from './actors.ts';
import { initialBuyDomainContext, type BuyDomainContext } from './context.ts';
import type { BuyDomainEvent } from './events.ts';
import { baseNameOf, hasBaseName, isFullDomainName } from './guards.ts';
import { offersOf } from './offers.ts';
import { purchaseFailureOf } from './purchaseError.ts';

export type BuyDomainTag = 'open' | 'busy';

/** The spec's texts of the search (console.md §8). */
export const BUY_DOMAIN_MESSAGES = {
  noDomainsAvailable: 'No domains available for purchase',
  searchFailed: 'Failed to check domain availability',
} as const;

export const buyDomainMachine = setup({
  types: {
    context: {} as BuyDomainContext,
    events: {} as BuyDomainEvent,
    tags: {} as BuyDomainTag,
  },
  actors: buyDomainActors,
  actions: {
    /** A purchase went through: the domains list reloads. */
    domainPurchased: notProvidedAction<DomainPurchasedParams>('domainPurchased'),
    /** A purchase failed: the message also shows as an error toast. */
    reportPurchaseError: notProvidedAction<ReportPurchaseErrorParams>('reportPurchaseError'),
    reset: assign(() => initialBuyDomainContext()),
    typeName: assign(({ event }) => {
      if (event.type !== 'name.change') return {};
      return { name: sanitizeSubdomainWhileTyping(event.value), error: null, errorCode: null };
    }),
    pickName: assign(({ event }) => {
      if (event.type !== 'domain.pick') return {};
      return { name: event.name, error: null, errorCode: null };
    }),
    clearError: assign({ error: null, errorCode: null }),
  },
  guards: {
    canCheck: ({ context }) => hasBaseName(context.name),
    pickedFullDomain: ({ event }) => event.type === 'domain.pick' && isFullDomainName(event.name),
    canBuy: ({ context }) => isFullDomainName(context.name),
  },
}).createMachine({
  id: 'buyDomain',
  context: initialBuyDomainContext,
  initial: 'closed',
  states: {
    closed: {
      description: "The modal is closed; 'Buy new domain' opens it clean.",
      on: {
        'modal.open': {
          description: "The 'Buy a domain' modal opens, empty.",
          target: 'open',
        },
      },
    },
    open: {
      description: "The 'Buy a domain' modal; Escape closes it and forgets what it held.",
      tags: 'open',
      initial: 'idle',
      on: {
        'modal.close': {
          description:
            'Close (Escape) forgets the entry, the offers and the error, so a reopened modal starts clean (not while buying).',
          target: 'closed',
          actions: 'reset',
        },
      },
      states: {
        idle: {
          description: 'Nothing searched yet (or the search failed): the base name is typed.',
          on: {
            'name.change': {
              description:
                '{ value }: cleaned like a subdomain while typing (dots stripped: a typed name is never a full domain); in buy it goes back to checked.',
              actions: 'typeName',
            },
            'domain.check': {
              description:
                "Searches offers for the cleaned name when it is not empty. Offers are { name, price } with price the one-year offer's Price + Fee as $12.34, else '—'.",
              guard: 'canCheck',
              target: 'searching',
            },
          },
        },
        searching: {
          description: 'Asks the registrar which domains with this base name are available.',
          tags: 'busy',
          entry: 'clearError',
          invoke: {
            id: 'searchDomains',
            src: 'searchDomains',
            input: ({ context }) => ({ offset: 0, limit: 10, name: baseNameOf(context.name) }),
            onDone: {
              target: 'checked',
              actions: assign(({ event }) => {
                const offers = offersOf(event.output);
                return {
                  offers,
                  error: offers.length === 0 ? BUY_DOMAIN_MESSAGES.noDomainsAvailable : null,
                };
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({ offers: [], error: BUY_DOMAIN_MESSAGES.searchFailed }),
            },
          },
        },
        checked: {
          description: 'A search was done: its offers are listed; one can be picked.',
          on: {
            'name.change': { actions: 'typeName' },
            'domain.check': { guard: 'canCheck', target: 'searching' },
            'domain.pick': [
              {
                description:
                  "{ name }: the offer's full name becomes the entry: buy if it ends in a dot plus 2+ letters, else checked (Buy stays off).",
                guard: 'pickedFullDomain',
                target: 'buy',
                actions: 'pickName',
              },
              { actions: 'pickName' },
            ],
          },
        },
        buy: {
          description:
            'A full domain is picked: Buy purchases it for 1 year; Check is not offered.',
          on: {
            'name.change': { target: 'checked', actions: 'typeName' },
            'domain.pick': [
              { guard: 'pickedFullDomain', target: 'buy', actions: 'pickName' },
              { target: 'checked', actions: 'pickName' },
            ],
            'domain.buy': {
              description:
                "Purchases for one year. Success: domainPurchased({ name }), closed. Failure: back to buy with the message for its code (INSUFFICIENT_FUNDS 'Insufficient funds on registrar account. Please top up the balance and try again.', UNKNOWN 'Domain purchase failed. Please try again later.', else 'Domain purchase failed.') and reportPurchaseError({ message }).",
              guard: 'canBuy',
              target: 'buying',
            },
          },
        },
        buying: {
          description: 'The purchase is in flight: a second Buy is ignored and the modal stays.',
          tags: 'busy',
          entry: 'clearError',
          on: { 'modal.close': {} },
          invoke: {
            id: 'purchaseDomain',
            src: 'purchaseDomain',
            input: ({ context }) => ({ name: context.name, years: 1 }),
            onDone: {
              target: '#buyDomain.closed',
              actions: [
                { type: 'domainPurchased', params: ({ context }) => ({ name: context.name }) },
                'reset',
              ],
            },
            onError: {
              target: 'buy',
              actions: [
                assign(({ event }) => {
                  const failure = purchaseFailureOf(event.error);
                  return { error: failure.message, errorCode: failure.code };
                }),
                {
                  type: 'reportPurchaseError',
                  params: ({ event }) => ({ message: purchaseFailureOf(event.error).message }),
                },
              ],
            },
          },
        },
      },
    },
  },
});
