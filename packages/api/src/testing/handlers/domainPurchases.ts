import type { Domain } from '../../schemas/domain.ts';
import { message, type MockBackendOptions } from '../route.ts';
import type { MockStore } from '../store.ts';

/** The server's default DOMAIN_ACTIVATION_DELAY (10 s). */
const DEFAULT_ACTIVATION_MS = 10_000;

/**
 * Domain purchases shared by the main API (`POST /api/domain`) and the registrar
 * (`POST /lambda/v1/domain/buy`), as on the server, where both buy through one sandbox: a bought
 * domain is `pending`, and a read (list, status) turns it `active` once `domainActivationMs` has
 * passed since its purchase. Pending fixtures count as bought when the backend was created.
 */
export const createDomainPurchases = (store: MockStore, options: MockBackendOptions) => {
  const db = store.data;
  const now = () => (options.now ?? Date.now)();
  const boughtAt = new Map<number, number>(
    db.domains.filter((d) => d.status === 'pending').map((d) => [d.id, now()]),
  );
  return {
    /** The domain as a read finds it: active once its activation time has passed. */
    refresh: (domain: Domain): Domain => {
      const since = boughtAt.get(domain.id);
      const delay = options.domainActivationMs ?? DEFAULT_ACTIVATION_MS;
      if (domain.status === 'pending' && since !== undefined && now() - since >= delay) {
        domain.status = 'active';
        boughtAt.delete(domain.id);
      }
      return domain;
    },
    /** A new pending domain, or the server's 409 when the name is registered already. */
    buy: (rawName: string, years: number): Domain | Response => {
      const name = rawName.trim().toLowerCase();
      if (db.domains.some((d) => d.name.toLowerCase() === name)) {
        return message(409, `Domain "${name}" is already registered`);
      }
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
