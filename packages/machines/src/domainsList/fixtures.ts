import type { Domain, DomainPage } from '@landing/api';

export const domainsFixture: Domain[] = [
  { id: 1, name: 'example.com', status: 'ACTIVE', expireAt: '2026-03-01T00:00:00.000Z' },
  { id: 3, name: 'pending-domain.net', status: 'pending', expireAt: null, records: [] },
];

/** After a purchase: domain 3 became active, 7 is new, 1 is gone. */
export const reloadedFixture: Domain[] = [
  { id: 3, name: 'pending-domain.net', status: 'active', expireAt: null, records: [] },
  { id: 7, name: 'lucky.io', status: 'pending', expireAt: '2027-11-22T00:00:00.000Z' },
];

/** A fixture list as the domains call answers it: page 1 of 100. */
export const pageOf = (items: Domain[]): DomainPage => ({
  items,
  total: items.length,
  page: 1,
  size: 100,
});
