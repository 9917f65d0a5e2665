import type { AppFormValues } from './context.ts';
import type { App, Domain, LinkableLanding } from './entities.ts';

export const domainsFixture: Domain[] = [
  { id: 1, name: 'example.com', status: 'Active', records: [] },
  { id: 2, name: 'shop.example.com', status: 'ACTIVE' },
  { id: 3, name: 'old.net', status: 'expired' },
];

export const landingsFixture: LinkableLanding[] = [
  { id: 10, mainLauncher: { name: 'Casino' } },
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
};

export const validNewApp: AppFormValues = {
  name: 'Shop App',
  pushService: 'firebase',
  landingId: 10,
  openerLink: 'https://open.example.com/shop',
  domain: 'example.com',
  subdomain: 'shop',
};
