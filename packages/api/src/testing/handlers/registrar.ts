import type { Domain } from '../../schemas/domain.ts';
import {
  RegistrarBuy,
  RegistrarNsUpdate,
  RegistrarRecordInput,
  RegistrarRecordPatch,
  RegistrarRegister,
  type RegistrarDomain,
  type RegistrarRecord,
} from '../../schemas/registrar.ts';
import { data, message, notFound, readJson } from '../route.ts';
import { SANDBOX_TLDS, sandboxOffersFor } from '../../sandbox/pricing.ts';
import { ok, type ResourceContext } from './resource.ts';

/** The sandbox's name servers for a new domain, as on the server. */
const DEFAULT_NAMESERVERS = ['ns1.sandbox-registrar.test', 'ns2.sandbox-registrar.test'];
/** A record made through the main API: an A record with the server's defaults. */
const DEFAULT_RECORD = { type: 'A', content: '203.0.113.10', ttl: 3600 };

const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const plainDecimal = /^[0-9]+$/;

/**
 * The mock sandbox registrar, answering as apps/server's (the contract suite): every answer is
 * `{ data }` in the shared `Registrar*` shapes, a domain that is not registered is 404, and its
 * records are the main API's records of that domain (one list, as the server's one table).
 */
export const createRegistrarHandlers = ({ route, db, base, purchases }: ResourceContext) => {
  /** Registrar-only fields of the records (the main API's record is `{ id, name }`). */
  const details = new Map<number, typeof DEFAULT_RECORD>();
  const nameServers = new Map<number, string[]>();

  const domainNamed = (name: string): Domain | Response => {
    const domain = db.domains.find((d) => d.name.toLowerCase() === name.toLowerCase());
    return domain ? purchases.refresh(domain) : notFound(`Domain "${name}"`);
  };
  const view = (domain: Domain): RegistrarDomain => ({
    Name: domain.name,
    Status: domain.status,
    ExpireAt: domain.expireAt ?? null,
    Paused: purchases.paused.has(domain.id),
    Nameservers: nameServers.get(domain.id) ?? DEFAULT_NAMESERVERS,
  });
  const recordView = (record: { id: number; name: string }): RegistrarRecord => {
    const fields = details.get(record.id) ?? DEFAULT_RECORD;
    return {
      Id: record.id,
      Name: record.name,
      Type: fields.type,
      Value: fields.content,
      TTL: fields.ttl,
    };
  };
  const recordOf = (domain: Domain, raw: string) => {
    if (!plainDecimal.test(raw) || Number(raw) < 1) {
      return message(400, 'recordId must be a positive integer');
    }
    return (domain.records ?? []).find((r) => r.id === Number(raw)) ?? notFound('Record');
  };
  /** Apps lose a record that is gone (the server's `on delete set null`). */
  const forgetRecords = (ids: number[]) => {
    for (const app of db.apps) {
      if (app.record?.id !== undefined && ids.includes(app.record.id)) {
        app.record = null;
        app.webServerUrl = null;
      }
    }
  };
  const bought = (domain: Domain | Response) =>
    domain instanceof Response ? domain : data(view(domain), 201);

  return [
    route('registrar.available', 'get', `${base}/domain/available`, ({ url }) => {
      const name = (url.searchParams.get('name') ?? '')
        .split('.')[0]!
        .toLowerCase()
        .replace(/[^a-z0-9-]/g, '')
        .replace(/^-+|-+$/g, '');
      if (name === '') return message(400, 'name must contain letters or digits');
      const limit = Number(url.searchParams.get('limit') ?? 10) || 10;
      const offset = Number(url.searchParams.get('offset') ?? 0) || 0;
      const Domains = SANDBOX_TLDS.map((tld) => `${name}.${tld}`)
        .map((Name) => ({ Name, Info: sandboxOffersFor(Name) }))
        .filter((d) => !db.domains.some((owned) => owned.name === d.Name))
        .slice(offset, offset + limit);
      return data({ Domains });
    }),
    route('registrar.buy', 'post', `${base}/domain/buy`, async ({ request }) => {
      const body = await readJson(request, RegistrarBuy);
      if (body instanceof Response) return body;
      return bought(purchases.buy(body.domainName, body.years));
    }),
    route('registrar.domains', 'get', `${base}/domain`, () =>
      data({
        Domains: db.domains.map((d) => view(purchases.refresh(d))),
        Balance: purchases.balance(),
      }),
    ),
    route('registrar.nameServers', 'get', `${base}/domain/:name/ns`, ({ params }) => {
      const domain = domainNamed(params.name!);
      return domain instanceof Response ? domain : data({ Nameservers: view(domain).Nameservers });
    }),
    route(
      'registrar.updateNameServers',
      'patch',
      `${base}/domain/:name/ns`,
      async ({ request, params }) => {
        const domain = domainNamed(params.name!);
        if (domain instanceof Response) return domain;
        const body = await readJson(request, RegistrarNsUpdate);
        if (body instanceof Response) return body;
        nameServers.set(domain.id, body.nameservers);
        return data({ Nameservers: body.nameservers });
      },
    ),
    route('registrar.pause', 'patch', `${base}/domain/:name/pause`, ({ params, url }) => {
      const domain = domainNamed(params.name!);
      if (domain instanceof Response) return domain;
      const raw = url.searchParams.get('pause') ?? url.searchParams.get('paused') ?? 'true';
      if (raw !== 'true' && raw !== 'false') return message(400, 'pause must be true or false');
      if (raw === 'true') purchases.paused.add(domain.id);
      else purchases.paused.delete(domain.id);
      // A pending domain stays pending; it turns paused or active when it activates.
      if (domain.status !== 'pending') domain.status = raw === 'true' ? 'paused' : 'active';
      return data(view(domain));
    }),
    route('registrar.status', 'get', `${base}/domain/:name/status`, ({ params }) => {
      const domain = domainNamed(params.name!);
      return domain instanceof Response
        ? domain
        : data({ Name: domain.name, Status: domain.status });
    }),
    route('registrar.records', 'get', `${base}/domain/:name/record`, ({ params }) => {
      const domain = domainNamed(params.name!);
      return domain instanceof Response ? domain : data((domain.records ?? []).map(recordView));
    }),
    route(
      'registrar.createRecord',
      'post',
      `${base}/domain/:name/record`,
      async ({ request, params }) => {
        const domain = domainNamed(params.name!);
        if (domain instanceof Response) return domain;
        const body = await readJson(request, RegistrarRecordInput);
        if (body instanceof Response) return body;
        const sub = body.name.endsWith(domain.name)
          ? body.name.slice(0, -domain.name.length).replace(/\.$/, '')
          : body.name;
        if (sub !== '' && sub !== '@' && !sub.split('.').every((part) => label.test(part))) {
          return message(
            400,
            'name must be letters, digits and hyphens, not starting or ending with a hyphen',
          );
        }
        const name = sub === '' || sub === '@' ? domain.name : `${sub}.${domain.name}`;
        const type = body.type.toUpperCase();
        const existing = (domain.records ?? []).find(
          (r) => r.name === name && recordView(r).Type === type,
        );
        if (existing) return data(recordView(existing));
        const all = db.domains.flatMap((d) => d.records ?? []);
        const record = { id: Math.max(0, ...all.map((r) => r.id)) + 1, name };
        domain.records = [...(domain.records ?? []), record];
        details.set(record.id, { type, content: body.value, ttl: body.ttl ?? DEFAULT_RECORD.ttl });
        return data(recordView(record), 201);
      },
    ),
    route('registrar.record', 'get', `${base}/domain/:name/record/:recordId`, ({ params }) => {
      const domain = domainNamed(params.name!);
      if (domain instanceof Response) return domain;
      const record = recordOf(domain, params.recordId!);
      return record instanceof Response ? record : data(recordView(record));
    }),
    route(
      'registrar.updateRecord',
      'patch',
      `${base}/domain/:name/record/:recordId`,
      async ({ request, params }) => {
        const domain = domainNamed(params.name!);
        if (domain instanceof Response) return domain;
        const record = recordOf(domain, params.recordId!);
        if (record instanceof Response) return record;
        const body = await readJson(request, RegistrarRecordPatch);
        if (body instanceof Response) return body;
        const fields = details.get(record.id) ?? { ...DEFAULT_RECORD };
        details.set(record.id, {
          type: fields.type,
          content: body.value ?? fields.content,
          ttl: body.ttl ?? fields.ttl,
        });
        return data(recordView(record));
      },
    ),
    route(
      'registrar.removeRecord',
      'delete',
      `${base}/domain/:name/record/:recordId`,
      ({ params }) => {
        const domain = domainNamed(params.name!);
        if (domain instanceof Response) return domain;
        const record = recordOf(domain, params.recordId!);
        if (record instanceof Response) return record;
        domain.records = (domain.records ?? []).filter((r) => r.id !== record.id);
        details.delete(record.id);
        forgetRecords([record.id]);
        return ok();
      },
    ),
    route('registrar.domain', 'get', `${base}/domain/:name`, ({ params }) => {
      const domain = domainNamed(params.name!);
      return domain instanceof Response ? domain : data(view(domain));
    }),
    route('registrar.createDomain', 'post', `${base}/domain/:name`, async ({ request, params }) => {
      const body = await readJson(request, RegistrarRegister);
      if (body instanceof Response) return body;
      return bought(purchases.buy(params.name!, body.years ?? 1));
    }),
    route('registrar.removeDomain', 'delete', `${base}/domain/:name`, ({ params }) => {
      const domain = domainNamed(params.name!);
      if (domain instanceof Response) return domain;
      // Its records go with it, and apps lose them (the server's cascade).
      forgetRecords((domain.records ?? []).map((r) => r.id));
      db.domains.splice(db.domains.indexOf(domain), 1);
      return ok();
    }),
  ];
};
