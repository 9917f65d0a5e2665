import { type } from 'arktype';
import { sandboxCostCents } from '../../sandbox/pricing.ts';
import { DomainName, type Domain } from '../../schemas/domain.ts';
import { json, message, type MockBackendOptions } from '../route.ts';
import type { MockStore } from '../store.ts';

/** The server's default DOMAIN_ACTIVATION_DELAY (10 s). */
const DEFAULT_ACTIVATION_MS = 10_000;
/** The server's default REGISTRAR_BALANCE, in dollars. */
const DEFAULT_BALANCE = 100;

const dollars = (cents: number) => (cents / 100).toFixed(2);
const centsOf = (dollars: number) => Math.round(dollars * 100);

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
      const cost = sandboxCostCents(name, years);
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
