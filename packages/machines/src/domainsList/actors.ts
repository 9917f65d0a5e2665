import { DOMAINS_LIST_PAGE_SIZE, type DomainPage } from '@landing/api';
import { domainStatusMachine } from '../domainStatus/machine.ts';
import { notProvidedActor } from '../shared/notProvided.ts';

/** The domains list asks for page 1 with size 100 (spec §9). */
export const DOMAINS_LIST_QUERY = { page: 1, size: DOMAINS_LIST_PAGE_SIZE } as const;
export type LoadDomainsListInput = typeof DOMAINS_LIST_QUERY;

/** The domains call's answer, parsed by the shared `DomainPage` schema (always a page). */
export type DomainsListAnswer = DomainPage;

/** Injected actors. */
export const domainsListActors = {
  /** GET /api/domain?page=1&size=100. */
  loadDomains: notProvidedActor<DomainsListAnswer, LoadDomainsListInput>('loadDomains'),
  /** One per row: its status and Check Status (provide its `checkStatus`). */
  domainStatus: domainStatusMachine,
};
