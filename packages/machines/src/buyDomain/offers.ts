import { DOMAIN_PRICE_DURATION, type AvailableDomains } from '@landing/api';
import type { DomainOffer } from './context.ts';

/** What the price column shows when no Duration 1 offer has a usable price. */
export const NO_PRICE = '—';

type PriceInfo = { Duration: number; Price: number; Fee: number };

/** The Duration 1 offer's price plus fee as `$` with 2 decimals, or a dash (spec §9). */
export function priceOf(info: readonly PriceInfo[] | null | undefined): string {
  const offer = info?.find((entry) => entry.Duration === DOMAIN_PRICE_DURATION);
  if (offer === undefined) return NO_PRICE;
  const total = offer.Price + offer.Fee;
  return Number.isFinite(total) ? `$${total.toFixed(2)}` : NO_PRICE;
}

/** The search answer as the modal lists it; entries without a name are left out. */
export function offersOf(answer: AvailableDomains | null | undefined): DomainOffer[] {
  return (answer?.Domains ?? [])
    .filter((domain) => domain.Name.trim() !== '')
    .map((domain) => ({ name: domain.Name, price: priceOf(domain.Info) }));
}
