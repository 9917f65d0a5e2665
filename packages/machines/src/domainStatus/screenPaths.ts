/**
 * The domainStatus model paths the Domains stories drive through one row's Check Status (the
 * model test checks each is a model path). `status.sync` comes from a list reload, not a
 * control.
 */
export const DOMAIN_STATUS_SCREEN_PATHS = {
  checked: ['status.check', 'done.actor.checkStatus'],
  checkFails: ['status.check', 'error.actor.checkStatus'],
} as const;

export type DomainStatusScreenPath = keyof typeof DOMAIN_STATUS_SCREEN_PATHS;
