import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { domainStatusMachine } from '../domainStatus/machine.ts';
import type { domainsListMachine } from './machine.ts';
import { statusActorId } from './rows.ts';

export type DomainsListSnapshot = SnapshotFrom<typeof domainsListMachine>;
export type DomainStatusActorRef = ActorRefFrom<typeof domainStatusMachine>;

export type DomainsListStage = 'loading' | 'ready' | 'reloading' | 'failed';

export const selectStage = (snapshot: DomainsListSnapshot) => snapshot.value;
export const selectDomains = (snapshot: DomainsListSnapshot) => snapshot.context.domains;
export const selectIsLoading = (snapshot: DomainsListSnapshot) => snapshot.hasTag('loading');
export const selectError = (snapshot: DomainsListSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.error : null;
/** The actor holding a row's status and its Check Status. */
export const selectStatusActor = (domainId: number) => (snapshot: DomainsListSnapshot) =>
  snapshot.children[statusActorId(domainId)] as DomainStatusActorRef | undefined;
