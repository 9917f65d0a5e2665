/**
 * The domainsList model paths the Domains stories drive through the screen (the model test
 * checks each is a model path). The `list.reload` ones are the purchase's, which the buyDomain
 * paths drive.
 */
export const DOMAINS_LIST_SCREEN_PATHS = {
  loadFailsThenRetried: ['error.actor.loadDomains', 'list.retry'],
} as const;

export type DomainsListScreenPath = keyof typeof DOMAINS_LIST_SCREEN_PATHS;
