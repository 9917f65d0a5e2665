import type { AvailableDomains } from '@landing/api';
import { notProvidedActor } from '../shared/notProvided.ts';

/** The registrar search: offset 0, limit 10, the cleaned base name (spec §9). */
export type SearchDomainsInput = { offset: 0; limit: 10; name: string };
/** `POST /api/domain` with `{ name, years: 1 }`. */
export type PurchaseDomainInput = { name: string; years: 1 };

export type DomainPurchasedParams = { name: string };
export type ReportPurchaseErrorParams = { message: string };

/** Injected actors (`fromPromise`). */
export const buyDomainActors = {
  /** GET /lambda/v1/domain/available?offset=0&limit=10&name={base}. */
  searchDomains: notProvidedActor<AvailableDomains, SearchDomainsInput>('searchDomains'),
  /**
   * POST /api/domain. Rejects with `@landing/api`'s ApiError, whose `code` is
   * INSUFFICIENT_FUNDS or UNKNOWN when the purchase service answered. Answers the new domain.
   */
  purchaseDomain: notProvidedActor<unknown, PurchaseDomainInput>('purchaseDomain'),
};
