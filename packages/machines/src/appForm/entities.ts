import type { DomainListQuery } from '@landing/api';

// The wire types of the shared schemas: what an actor resolves with has passed them.
export type {
  App,
  AppCreate,
  AppUpdate,
  DnsRecord,
  Domain,
  DomainListQuery,
  DomainPage,
  LinkableLanding,
  PushService,
} from '@landing/api';

/** App screens fetch domains up to 200 per page (spec §9). */
export const APP_DOMAINS_QUERY = { page: 1, size: 200 } as const satisfies DomainListQuery;
