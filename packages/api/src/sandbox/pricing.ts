import type { DomainPriceInfo } from '../schemas/domain.ts';

/** The TLDs the sandbox registrar offers, in its search order (apps/server and the MSW kit). */
export const SANDBOX_TLDS = [
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
] as const;

/**
 * FNV-1a (32 bits) of the name's UTF-16 code units: the same everywhere, synchronous, with no
 * `node:crypto`, so the browser's mock prices as the server does.
 */
const hashOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  return hash >>> 0;
};

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The sandbox registrar's offers for a full name: one year at $4.99–$49.98 and a fee of
 * $0.18–$1.18, both picked by a hash of the name (the same name always costs the same), and two
 * years at 5% off, rounded to the cent.
 */
export const sandboxOffersFor = (name: string): DomainPriceInfo[] => {
  const hash = hashOf(name);
  const yearly = (499 + (hash % 4500)) / 100;
  const fee = (18 + Math.round(((hash >>> 24) * 100) / 255)) / 100;
  return [
    { Duration: 1, Price: yearly, Fee: fee },
    { Duration: 2, Price: Math.round(yearly * 2 * 0.95 * 100) / 100, Fee: fee },
  ];
};

/**
 * What `years` of a name cost, in whole cents: the offer for that many years plus its fee, else
 * the yearly price times the years plus one fee.
 */
export const sandboxCostCents = (name: string, years: number): number => {
  const offers = sandboxOffersFor(name);
  const offer = offers.find((o) => o.Duration === years);
  if (offer) return cents(offer.Price) + cents(offer.Fee);
  const [yearly] = offers;
  return cents(yearly!.Price) * years + cents(yearly!.Fee);
};
