import type { ActorRefFrom } from 'xstate';
import type { DomainsLogic } from './domainsLogic.ts';

export type BuyDomainActor = ActorRefFrom<DomainsLogic['buyDomain']>;
