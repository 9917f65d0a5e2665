import type { DomainPurchaseErrorCode } from '@landing/api';

/** One available domain as the modal lists it: the full name and its first-year total. */
export type DomainOffer = {
  name: string;
  /** Price plus fee of the Duration 1 offer as `$12.34`, else '—'. */
  price: string;
};

export type BuyDomainContext = {
  /** The entry's text: a cleaned base name while typing, a full domain once one is picked. */
  name: string;
  /** The last search's offers (empty before a search, after none came back or a failure). */
  offers: DomainOffer[];
  /** The inline error area: search and purchase failures. */
  error: string | null;
  /** The purchase failure's code, when the last failure was a purchase. */
  errorCode: DomainPurchaseErrorCode | null;
};

export const initialBuyDomainContext = (): BuyDomainContext => ({
  name: '',
  offers: [],
  error: null,
  errorCode: null,
});
