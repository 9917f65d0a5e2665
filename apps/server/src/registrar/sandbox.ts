import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { DomainRow } from './domains.ts';
import { SANDBOX_TLDS, sandboxCostCents, sandboxOffersFor } from '@landing/api';
import type { DomainPriceInfo } from '@landing/api/schemas';
import { isDomainName } from './names.ts';

const toCents = (dollarAmount: number) => Math.round(dollarAmount * 100);
const dollars = (cents: number) => (cents / 100).toFixed(2);

export type RegistrarSandbox = ReturnType<typeof createRegistrarSandbox>;

/**
 * The sandbox registrar: deterministic offers (`@landing/api`'s shared sandbox pricing, which
 * the MSW kit uses too), a balance in memory that starts at
 * REGISTRAR_BALANCE on every start, purchases written to the `domains` table.
 */
export function createRegistrarSandbox(
  db: Database,
  options: { balance: number; activationDelay: number },
) {
  // Whole cents: adding and subtracting dollar fractions drifts (0.1 + 0.2), cents do not.
  let balanceCents = toCents(options.balance);

  async function taken(names: string[]): Promise<Set<string>> {
    const rows = await db.query<{ name: string }>(
      `select name from domains where name = any($1::text[])`,
      [names],
    );
    return new Set(rows.map((r) => r.name));
  }

  return {
    /** In dollars, as the registrar answers it. */
    get balance() {
      return balanceCents / 100;
    },

    async available(base: string, offset: number, limit: number) {
      const names = SANDBOX_TLDS.map((tld) => `${base}.${tld}`);
      const registered = await taken(names);
      return names
        .filter((name) => !registered.has(name))
        .slice(offset, offset + limit)
        .map((name): { Name: string; Info: DomainPriceInfo[] } => ({
          Name: name,
          Info: sandboxOffersFor(name),
        }));
    },

    async buy(rawName: string, years: number): Promise<DomainRow> {
      const name = rawName.trim().toLowerCase();
      if (!isDomainName(name))
        throw new HttpError(400, `domainName "${rawName}" is not a domain name`);
      if (!Number.isInteger(years) || years < 1 || years > 10) {
        throw new HttpError(400, 'years must be an integer from 1 to 10');
      }
      if ((await taken([name])).size > 0) {
        throw new HttpError(409, `Domain "${name}" is already registered`);
      }
      const costCents = sandboxCostCents(name, years);
      if (costCents > balanceCents) {
        const text = `Insufficient funds: the balance is $${dollars(balanceCents)}, ${name} costs $${dollars(costCents)}`;
        throw new HttpError(402, text, { message: { error: { error: text } }, error: text });
      }
      balanceCents -= costCents;
      try {
        const [row] = await db.query<DomainRow>(
          `insert into domains (name, status, expire_at, activates_at, nameservers)
           values ($1, 'pending', now() + make_interval(years => $2), now() + make_interval(secs => $3), $4)
           returning *`,
          [
            name,
            years,
            options.activationDelay,
            JSON.stringify(['ns1.sandbox-registrar.test', 'ns2.sandbox-registrar.test']),
          ],
        );
        return row!;
      } catch (error) {
        balanceCents += costCents;
        throw error;
      }
    },
  };
}
