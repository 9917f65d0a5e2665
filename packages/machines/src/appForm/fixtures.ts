import type { AppFormValues } from './context.ts';
import type { App, Domain, DomainPage, LinkableLanding } from './entities.ts';

export const domainsFixture: Domain[] = [
  { id: 1, name: 'example.com', status: 'Active', records: [] },
  { id: 2, name: 'shop.example.com', status: 'ACTIVE' },
  { id: 3, name: 'old.net', status: 'expired' },
];

/** The domains call's answer: a page, as the shared `DomainPage` schema says. */
export const domainsPageFixture: DomainPage = {
  items: domainsFixture,
  total: domainsFixture.length,
  page: 1,
  size: 200,
};

export const landingsFixture: LinkableLanding[] = [
  { id: 10, mainLauncher: { id: 100, name: 'Casino', template: { code: 'PlayMarket' } } },
  { id: 11, mainLauncher: null },
];

export const appFixture: App = {
  id: 7,
  name: 'My App',
  pushService: 'firebase',
  webServerId: 'ws-7',
  openerLink: 'https://open.example.com',
  webServerUrl: 'https://ws.example.com/7',
  pushokUrl: null,
  landing: { id: 10 },
  record: { id: 70, name: 'promo.example.com' },
  // apps/server's version (issue 29): updates name it; the no-version path has its own tests.
  version: 4,
};

export const validNewApp: AppFormValues = {
  name: 'Shop App',
  pushService: 'firebase',
  landingId: 10,
  openerLink: 'https://open.example.com/shop',
  domain: 'example.com',
  subdomain: 'shop',
};
