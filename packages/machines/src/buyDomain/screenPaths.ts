/**
 * The buyDomain model paths the Domains stories drive through the screen against the MSW kit,
 * as `pathName` prints their events; the model test checks each is a model path. On the screen
 * `name.change` is a typed base name, `domain.pick` the offer whose name ends in `.io` (a full
 * domain). The search and purchase answers come from the kit, switched to fail where the path
 * fails.
 */
const searched = ['modal.open', 'name.change', 'domain.check', 'done.actor.searchDomains'];

export const BUY_DOMAIN_SCREEN_PATHS = {
  bought: [...searched, 'domain.pick', 'domain.buy', 'done.actor.purchaseDomain'],
  buyFails: [...searched, 'domain.pick', 'domain.buy', 'error.actor.purchaseDomain'],
  searchFails: ['modal.open', 'name.change', 'domain.check', 'error.actor.searchDomains'],
} as const;

export type BuyDomainScreenPath = keyof typeof BUY_DOMAIN_SCREEN_PATHS;
