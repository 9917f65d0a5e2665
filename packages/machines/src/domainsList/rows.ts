import type { Domain } from '@landing/api';
import type { DomainsListAnswer } from './actors.ts';

export const domainsOf = (answer: DomainsListAnswer): Domain[] => answer.items;

/** The id of the child actor that holds a row's status. */
export const statusActorId = (domainId: number) => `status-${domainId}`;
