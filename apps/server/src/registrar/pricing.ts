import { createHash } from 'node:crypto';

export const sandboxTlds = [
  'com',
  'net',
  'org',
  'io',
  'app',
  'dev',
  'shop',
  'site',
  'online',
  'store',
  'xyz',
  'info',
];

export type Offer = { Duration: number; Price: number; Fee: number };

const cents = (value: number) => Math.round(value * 100) / 100;

/** The same name always gets the same price: a hash of the full name picks it. */
export function offersFor(domainName: string): Offer[] {
  const hash = createHash('sha256').update(domainName).digest();
  const yearly = cents(4.99 + (hash.readUInt16BE(0) % 4500) / 100);
  const fee = cents(0.18 + (hash[2] ?? 0) / 255);
  return [
    { Duration: 1, Price: yearly, Fee: fee },
    { Duration: 2, Price: cents(yearly * 2 * 0.95), Fee: fee },
  ];
}

export function costOf(domainName: string, years: number): number {
  const offers = offersFor(domainName);
  const offer = offers.find((o) => o.Duration === years);
  if (offer) return cents(offer.Price + offer.Fee);
  const one = offers[0]!;
  return cents(one.Price * years + one.Fee);
}

/** Lowercase, letters, digits and hyphens only, hyphens trimmed, 63 characters (console rules). */
export function cleanBaseName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63);
}

const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function isDomainName(name: string): boolean {
  const parts = name.split('.');
  const tld = parts.at(-1) ?? '';
  return (
    parts.length >= 2 && /^[a-z]{2,}$/.test(tld) && parts.slice(0, -1).every((p) => label.test(p))
  );
}

export const isSubdomainLabel = (name: string) => label.test(name);
