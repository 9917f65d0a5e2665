import type { ApiClient, AvailableDomains, DomainStatus } from '@landing/api';
import {
  buyDomainMachine,
  domainStatusMachine,
  domainsListMachine,
  type CheckDomainStatusInput,
  type DomainsListAnswer,
  type LoadDomainsListInput,
  type PurchaseDomainInput,
  type SearchDomainsInput,
} from '@landing/machines';
import { fromPromise } from 'xstate';

/** The calls the domains page makes, from the API client. */
export type DomainsCalls = {
  domain: Pick<ApiClient['domain'], 'list' | 'status' | 'buy'>;
  registrar: Pick<ApiClient['registrar'], 'available'>;
};

/** The list and buy-domain machines with their network effects provided. */
export type DomainsLogic = {
  list: typeof domainsListMachine;
  buyDomain: typeof buyDomainMachine;
};

/**
 * The domains page's machines with every network effect answered by the API client. The web
 * app's composition root and the stories (over MSW) use the same wiring; the page provides the
 * toast and the list reload after a purchase.
 */
export function createDomainsLogic(client: DomainsCalls): DomainsLogic {
  return {
    list: domainsListMachine.provide({
      actors: {
        loadDomains: fromPromise<DomainsListAnswer, LoadDomainsListInput>(({ input }) =>
          client.domain.list(input),
        ),
        domainStatus: domainStatusMachine.provide({
          actors: {
            checkStatus: fromPromise<DomainStatus, CheckDomainStatusInput>(({ input }) =>
              client.domain.status(input.domainId),
            ),
          },
        }),
      },
    }),
    buyDomain: buyDomainMachine.provide({
      actors: {
        searchDomains: fromPromise<AvailableDomains, SearchDomainsInput>(({ input }) =>
          client.registrar.available(input),
        ),
        purchaseDomain: fromPromise<unknown, PurchaseDomainInput>(({ input }) =>
          client.domain.buy(input.name, input.years),
        ),
      },
    }),
  };
}
