import type { QueryValue, ServiceName } from '../client/transport.ts';
import { DOMAINS_LIST_PAGE_SIZE } from '../constants.ts';
import { path } from './path.ts';

/** Where a GET asks: what a call function sends, and what a page can read ahead (issue 31). */
export interface Read {
  service: ServiceName;
  path: string;
  query?: Record<string, QueryValue>;
}

/** `GET /api/domain?page=&size=`: the query as the back office pages it. */
export interface DomainListQuery {
  /** 1-based page (default 1). */
  page?: number;
  /** Rows per page (default 100). */
  size?: number;
}

/**
 * The reads a page starts before the call functions and their schemas have loaded
 * (`client.readAhead`), next to the calls that take their answers: one definition of where each
 * asks. This module has no schema, so the console's first chunk can hold it.
 */
export const reads = {
  app: (id: number): Read => ({ service: 'api', path: path('pwa', id) }),
  linkableLandings: (): Read => ({ service: 'api', path: path('landing', 'linkable') }),
  /** The signed-in operator (`GET /tracker/v1/user`): whose drafts a form keeps. */
  user: (): Read => ({ service: 'tracker', path: 'user' }),
  domains: (query: DomainListQuery = {}): Read => ({
    service: 'api',
    path: 'domain',
    query: { page: query.page ?? 1, size: query.size ?? DOMAINS_LIST_PAGE_SIZE },
  }),
};
