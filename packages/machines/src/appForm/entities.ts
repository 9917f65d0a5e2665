import type { App, AppCreate, AppUpdate, DnsRecord, Domain, PushService } from '@landing/api';

export type { App, AppCreate, AppUpdate, DnsRecord, Domain, PushService };

/** `GET /api/landing/linkable` entry, as far as the form reads it (labelled by its main launcher). */
export type LinkableLanding = {
  id: number;
  mainLauncher?: { name: string } | null;
};

/** The domains call answers a page (`{ items, ... }`) or a plain array; both are accepted. */
export type DomainListAnswer = Domain[] | { items: Domain[] };

/** App screens fetch domains up to 200 per page (spec §9). */
export const APP_DOMAINS_QUERY = { page: 1, size: 200 } as const;
