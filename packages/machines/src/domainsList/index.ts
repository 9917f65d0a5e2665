export { domainsListMachine, type DomainsListTag } from './machine.ts';
export type { DomainsListEvent } from './events.ts';
export type { DomainsListContext } from './context.ts';
export {
  DOMAINS_LIST_QUERY,
  domainsListActors,
  type DomainsListAnswer,
  type LoadDomainsListInput,
} from './actors.ts';
export { statusActorId } from './rows.ts';
export * as domainsListSelectors from './selectors.ts';
export type { DomainStatusActorRef, DomainsListSnapshot, DomainsListStage } from './selectors.ts';
