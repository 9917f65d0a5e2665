export { buyDomainMachine, BUY_DOMAIN_MESSAGES, type BuyDomainTag } from './machine.ts';
export type { BuyDomainEvent } from './events.ts';
export type { BuyDomainContext, DomainOffer } from './context.ts';
export {
  buyDomainActors,
  type DomainPurchasedParams,
  type PurchaseDomainInput,
  type ReportPurchaseErrorParams,
  type SearchDomainsInput,
} from './actors.ts';
export { NO_PRICE, offersOf, priceOf } from './offers.ts';
export { purchaseFailureOf, type PurchaseFailure } from './purchaseError.ts';
export { FULL_DOMAIN_NAME, isFullDomainName } from './guards.ts';
export * as buyDomainSelectors from './selectors.ts';
export type { BuyDomainSnapshot, BuyDomainStage } from './selectors.ts';
