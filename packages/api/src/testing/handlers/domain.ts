import { DnsRecordCreate, DomainBuy } from '../../schemas/domain.ts';
import { data, notFound, readJson } from '../route.ts';
import { find, type ResourceContext } from './resource.ts';

/** The mock back office's domains and their DNS records (purchases: `domainPurchases.ts`). */
export const createDomainHandlers = ({ route, db, base, purchases }: ResourceContext) => {
  return [
    route('domain.list', 'get', `${base}/domain`, ({ url }) => {
      db.domains.forEach(purchases.refresh);
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      const size = Math.max(1, Number(url.searchParams.get('size') ?? 100) || 100);
      const items = db.domains.slice((page - 1) * size, page * size);
      return data({ items, total: db.domains.length, page, size });
    }),
    route('domain.buy', 'post', `${base}/domain`, async ({ request }) => {
      const body = await readJson(request, DomainBuy);
      if (body instanceof Response) return body;
      const bought = purchases.buy(body.name, body.years);
      return bought instanceof Response ? bought : data(bought, 201);
    }),
    route('domain.records', 'get', `${base}/domain/:id/records`, ({ params }) => {
      const domain = find(db.domains, params.id!);
      return domain ? data(domain.records ?? []) : notFound('Domain');
    }),
    route(
      'domain.createRecord',
      'post',
      `${base}/domain/:id/records`,
      async ({ request, params }) => {
        const domain = find(db.domains, params.id!);
        if (!domain) return notFound('Domain');
        const body = await readJson(request, DnsRecordCreate);
        if (body instanceof Response) return body;
        const name = `${body.name.toLowerCase()}.${domain.name}`;
        const all = db.domains.flatMap((d) => d.records ?? []);
        const existing = all.find((r) => r.name === name);
        if (existing) return data(existing);
        const record = { id: Math.max(0, ...all.map((r) => r.id)) + 1, name };
        domain.records = [...(domain.records ?? []), record];
        return data(record, 201);
      },
    ),
    route('domain.status', 'get', `${base}/domain/:id/status`, ({ params }) => {
      const domain = find(db.domains, params.id!);
      if (!domain) return notFound('Domain');
      return data({ status: purchases.refresh(domain).status });
    }),
  ];
};
