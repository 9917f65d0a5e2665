import { RegistrarBuy, RegistrarNsUpdate, RegistrarRecordInput } from '../../schemas/registrar.ts';
import { json, notFound, readJson } from '../route.ts';
import type { ResourceContext } from './resource.ts';

/** Names the registrar search reports as taken (no results). */
const TAKEN = new Set(['taken', 'google', 'example']);

const PRICES: Array<{ tld: string; price: number; fee: number }> = [
  { tld: 'com', price: 12.99, fee: 0.5 },
  { tld: 'io', price: 39.0, fee: 1 },
  { tld: 'net', price: 14.49, fee: 0.5 },
];

/** The mock sandbox registrar service. */
export const createRegistrarHandlers = ({ route, db, base, purchases }: ResourceContext) => {
  const records = new Map<
    string,
    Array<{ id: string; type: string; name: string; value: string; ttl?: number }>
  >();
  const nameServers = new Map<string, string[]>();
  const domainView = (name: string) => {
    const domain = db.domains.find((d) => d.name === name);
    return domain ? { Name: domain.name, Status: domain.status, ExpireAt: domain.expireAt } : null;
  };

  return [
    route('registrar.available', 'get', `${base}/domain/available`, ({ url }) => {
      const name = (url.searchParams.get('name') ?? '').toLowerCase();
      const limit = Number(url.searchParams.get('limit') ?? 10) || 10;
      const offset = Number(url.searchParams.get('offset') ?? 0) || 0;
      if (name === '' || TAKEN.has(name)) return json({ Domains: [] });
      const Domains = PRICES.map(({ tld, price, fee }) => ({
        Name: `${name}.${tld}`,
        Info: [
          { Duration: 1, Price: price, Fee: fee },
          { Duration: 2, Price: price * 2, Fee: fee },
        ],
      }))
        .filter((d) => !db.domains.some((owned) => owned.name === d.Name))
        .slice(offset, offset + limit);
      return json({ Domains });
    }),
    route('registrar.buy', 'post', `${base}/domain/buy`, async ({ request }) => {
      const body = await readJson(request, RegistrarBuy);
      if (body instanceof Response) return body;
      const bought = purchases.buy(body.domainName, body.years);
      if (bought instanceof Response) return bought;
      return json({ Name: bought.name, Status: bought.status, ExpireAt: bought.expireAt }, 201);
    }),
    route('registrar.domains', 'get', `${base}/domain`, () =>
      json(db.domains.map((d) => ({ Name: d.name, Status: d.status, ExpireAt: d.expireAt }))),
    ),
    route('registrar.nameServers', 'get', `${base}/domain/:name/ns`, ({ params }) =>
      json({
        nameservers: nameServers.get(params.name!) ?? [
          'ns1.sandbox-registrar.test',
          'ns2.sandbox-registrar.test',
        ],
      }),
    ),
    route(
      'registrar.updateNameServers',
      'patch',
      `${base}/domain/:name/ns`,
      async ({ request, params }) => {
        const body = await readJson(request, RegistrarNsUpdate);
        if (body instanceof Response) return body;
        nameServers.set(params.name!, body.nameservers);
        return json(body);
      },
    ),
    route('registrar.pause', 'patch', `${base}/domain/:name/pause`, ({ params, url }) =>
      json({ Name: params.name, Paused: url.searchParams.get('pause') !== 'false' }),
    ),
    route('registrar.status', 'get', `${base}/domain/:name/status`, ({ params }) => {
      const view = domainView(params.name!);
      return view ? json({ status: view.Status }) : notFound('Domain');
    }),
    route('registrar.records', 'get', `${base}/domain/:name/record`, ({ params }) =>
      json(records.get(params.name!) ?? []),
    ),
    route(
      'registrar.createRecord',
      'post',
      `${base}/domain/:name/record`,
      async ({ request, params }) => {
        const body = await readJson(request, RegistrarRecordInput);
        if (body instanceof Response) return body;
        const list = records.get(params.name!) ?? [];
        const record = { id: `r${list.length + 1}`, ...body };
        records.set(params.name!, [...list, record]);
        return json(record, 201);
      },
    ),
    route('registrar.record', 'get', `${base}/domain/:name/record/:recordId`, ({ params }) => {
      const record = records.get(params.name!)?.find((r) => r.id === params.recordId);
      return record ? json(record) : notFound('Record');
    }),
    route(
      'registrar.updateRecord',
      'patch',
      `${base}/domain/:name/record/:recordId`,
      async ({ request, params }) => {
        const record = records.get(params.name!)?.find((r) => r.id === params.recordId);
        if (!record) return notFound('Record');
        const body = await readJson(request, RegistrarRecordInput.partial());
        if (body instanceof Response) return body;
        Object.assign(record, body);
        return json(record);
      },
    ),
    route(
      'registrar.removeRecord',
      'delete',
      `${base}/domain/:name/record/:recordId`,
      ({ params }) => {
        const list = records.get(params.name!) ?? [];
        if (!list.some((r) => r.id === params.recordId)) return notFound('Record');
        records.set(
          params.name!,
          list.filter((r) => r.id !== params.recordId),
        );
        return json({ success: true });
      },
    ),
    route('registrar.domain', 'get', `${base}/domain/:name`, ({ params }) => {
      const view = domainView(params.name!);
      return view ? json(view) : notFound('Domain');
    }),
    route('registrar.createDomain', 'post', `${base}/domain/:name`, ({ params }) =>
      json({ Name: params.name, Status: 'pending' }, 201),
    ),
    route('registrar.removeDomain', 'delete', `${base}/domain/:name`, ({ params }) =>
      domainView(params.name!) ? json({ success: true }) : notFound('Domain'),
    ),
  ];
};
