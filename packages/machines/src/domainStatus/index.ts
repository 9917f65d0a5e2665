export { domainStatusMachine, type DomainStatusTag } from './machine.ts';
export type { DomainStatusEvent } from './events.ts';
export type { DomainStatusContext, DomainStatusInput } from './context.ts';
export { domainStatusActors, type CheckDomainStatusInput } from './actors.ts';
export { isActiveStatus } from './status.ts';
export * as domainStatusSelectors from './selectors.ts';
export type { DomainStatusSnapshot } from './selectors.ts';
