import { type } from 'arktype';
import { DomainName, type Domain } from '../../schemas/domain.ts';
import { json, message, type MockBackendOptions } from '../route.ts';
import type { MockStore } from '../store.ts';

/** The server's default DOMAIN_ACTIVATION_DELAY (10 s). */
const DEFAULT_ACTIVATION_MS = 10_000;
/** The server's default REGISTRAR_BALANCE, in dollars. */
const DEFAULT_BALANCE = 100;

/**
 * The kit's yearly prices and fees by TLD, for the server's twelve sandbox TLDs in its order
 * (the search offers these); other TLDs cost as .com. The server prices from a hash of the
 * name; the kit keeps fixed prices so stories can name them.
 */
export const REGISTRAR_PRICES: Record<string, { price: number; fee: number }> = {
  com: { price: 12.99, fee: 0.5 },
  net: { price: 14.49, fee: 0.5 },
  org: { price: 13.99, fee: 0.5 },
  io: { price: 39.0, fee: 1 },
  app: { price: 17.99, fee: 0.5 },
  dev: { price: 15.99, fee: 0.5 },
  shop: { price: 29.99, fee: 0.75 },
  site: { price: 9.99, fee: 0.25 },
  online: { price: 24.99, fee: 0.5 },
  store: { price: 44.99, fee: 1 },
  xyz: { price: 4.99, fee: 0.2 },
  info: { price: 19.99, fee: 0.5 },
};

/** The TLDs the search offers, in its order (a name taken in all of them has no offers). */
export const SANDBOX_TLDS = Object.keys(REGISTRAR_PRICES);

const centsOf = (dollars: number) => Math.round(dollars * 100);
const dollars = (cents: number) => (cents / 100).toFixed(2);
const priceOf = (name: string) =>
  REGISTRAR_PRICES[name.split('.').at(-1) ?? ''] ?? REGISTRAR_PRICES.com!;

/** The search's offers for a name, as the server's: one year, and two at 5% off. */
export const offersFor = (name: string) => {
  const { price, fee } = priceOf(name);
  return [
    { Duration: 1, Price: price, Fee: fee },
    { Duration: 2, Price: Math.round(price * 2 * 0.95 * 100) / 100, Fee: fee },
  ];
};

/** What `years` of a name cost, in cents: the offer for that many years plus its fee, else
 * the yearly price times the years plus one fee (the server's `costOf`). */
const costCents = (name: string, years: number) => {
  const offers = offersFor(name);
  const offer = offers.find((o) => o.Duration === years);
  if (offer) return centsOf(offer.Price) + centsOf(offer.Fee);
  return centsOf(offers[0]!.Price) * years + centsOf(offers[0]!.Fee);
};

/**
 * Domain purchases shared by the main API (`POST /api/domain`) and the registrar
 * (`POST /lambda/v1/domain/buy`), as on the server, where both buy through one sandbox: a bought
 * domain is `pending`, and a read (list, status) turns it `active` once `domainActivationMs` has
 * passed since its purchase (`paused` if the registrar paused it meanwhile, as on the server).
 * Pending fixtures count as bought when the backend was created. A purchase is paid from the
 * registrar balance (`registrarBalance`, default the server's 100); one it cannot pay is 402 in
 * the server's shape.
 */
export const createDomainPurchases = (store: MockStore, options: MockBackendOptions) => {
  const db = store.data;
  const now = () => (options.now ?? Date.now)();
  const boughtAt = new Map<number, number>(
    db.domains.filter((d) => d.status === 'pending').map((d) => [d.id, now()]),
  );
  /** Ids of the domains the registrar paused. */
  const paused = new Set<number>();
  // Whole cents, as the server's sandbox: dollar fractions drift.
  let balanceCents = centsOf(options.registrarBalance ?? DEFAULT_BALANCE);
  return {
    paused,
    /** In dollars, as the registrar answers it. */
    balance: () => balanceCents / 100,
    /** The domain as a read finds it: active once its activation time has passed. */
    refresh: (domain: Domain): Domain => {
      const since = boughtAt.get(domain.id);
      const delay = options.domainActivationMs ?? DEFAULT_ACTIVATION_MS;
      if (domain.status === 'pending' && since !== undefined && now() - since >= delay) {
        domain.status = paused.has(domain.id) ? 'paused' : 'active';
        boughtAt.delete(domain.id);
      }
      return domain;
    },
    /** A new pending domain, or the server's 400 / 409 (not a domain name, registered). */
    buy: (rawName: string, years: number): Domain | Response => {
      const name = rawName.trim().toLowerCase();
      if (DomainName(name) instanceof type.errors) {
        return message(400, `domainName "${rawName}" is not a domain name`);
      }
      if (db.domains.some((d) => d.name.toLowerCase() === name)) {
        return message(409, `Domain "${name}" is already registered`);
      }
      const cost = costCents(name, years);
      if (cost > balanceCents) {
        const text = `Insufficient funds: the balance is $${dollars(balanceCents)}, ${name} costs $${dollars(cost)}`;
        return json({ message: { error: { error: text } }, error: text }, 402);
      }
      balanceCents -= cost;
      const expireAt = new Date(now());
      expireAt.setUTCFullYear(expireAt.getUTCFullYear() + years);
      const domain: Domain = {
        id: store.nextId('domains'),
        name,
        status: 'pending',
        expireAt: expireAt.toISOString(),
        records: [],
      };
      db.domains.push(domain);
      boughtAt.set(domain.id, now());
      return domain;
    },
  };
};

export type DomainPurchases = ReturnType<typeof createDomainPurchases>;
