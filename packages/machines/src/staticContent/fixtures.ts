import type { StaticContent } from '@landing/api';
import type { StaticContentFormInput } from './context.ts';

/** A launcher's saved static content (stars 5…1: 70/15/8/5/2 → rating 4.46). */
export const savedStaticContent: StaticContent = {
  name: 'Lucky Spin',
  shortName: 'Spin',
  developer: 'Northwind Games',
  email: 'support@northwind.example',
  reviews: 1200,
  size: 24.5,
  age: 12,
  installs: 500000,
  rating: 4.46,
  ratingPeople: 34000,
  starPercent: [70, 15, 8, 5, 2],
  version: '2.3.1',
  androidVersion: '13',
};

/** As apps/server gives it: with the launcher's version. */
export const savedInput: StaticContentFormInput = {
  launcherId: 1,
  launcherName: 'Lucky Spin',
  staticContent: savedStaticContent,
  version: 4,
};
