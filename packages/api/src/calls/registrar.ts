import { DOMAIN_SEARCH_LIMIT, DOMAIN_SEARCH_OFFSET } from '../constants.ts';
import { ERRORS } from '../errors.ts';
import type { QueryValue, Transport } from '../client/transport.ts';
import { AvailableDomains } from '../schemas/domain.ts';
import {
  RegistrarAny,
  type RegistrarBuy,
  type RegistrarNsUpdate,
  type RegistrarRecordInput,
} from '../schemas/registrar.ts';
import { path } from './path.ts';

export interface AvailableQuery {
  name: string;
  offset?: number;
  limit?: number;
}

/** The registrar service (`/lambda/v1`), sent as secured calls. */
export const registrarCalls = (t: Transport) => {
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    route: string,
    extra: { json?: unknown; query?: Record<string, QueryValue> } = {},
  ) =>
    t.call({
      service: 'registrar',
      method,
      path: route,
      schema: RegistrarAny,
      fallback: ERRORS.registrarCallFailed,
      ...extra,
    });
  return {
    domains: () => call('GET', 'domain'),
    /** Search: the console sends offset 0, limit 10 and the cleaned base name. */
    available: (query: AvailableQuery) =>
      t.call({
        service: 'registrar',
        method: 'GET',
        path: path('domain', 'available'),
        query: {
          offset: query.offset ?? DOMAIN_SEARCH_OFFSET,
          limit: query.limit ?? DOMAIN_SEARCH_LIMIT,
          name: query.name,
        },
        schema: AvailableDomains,
        fallback: ERRORS.failedToCheckDomainAvailability,
      }),
    buy: (payload: RegistrarBuy) => call('POST', path('domain', 'buy'), { json: payload }),
    domain: (name: string) => call('GET', path('domain', name)),
    createDomain: (name: string, payload: Record<string, unknown> = {}) =>
      call('POST', path('domain', name), { json: payload }),
    removeDomain: (name: string) => call('DELETE', path('domain', name)),
    nameServers: (name: string) => call('GET', path('domain', name, 'ns')),
    updateNameServers: (name: string, payload: RegistrarNsUpdate) =>
      call('PATCH', path('domain', name, 'ns'), { json: payload }),
    pause: (name: string, query: Record<string, QueryValue>) =>
      call('PATCH', path('domain', name, 'pause'), { query }),
    records: (name: string) => call('GET', path('domain', name, 'record')),
    createRecord: (name: string, payload: RegistrarRecordInput) =>
      call('POST', path('domain', name, 'record'), { json: payload }),
    record: (name: string, recordId: string | number) =>
      call('GET', path('domain', name, 'record', recordId)),
    updateRecord: (
      name: string,
      recordId: string | number,
      payload: Partial<RegistrarRecordInput>,
    ) => call('PATCH', path('domain', name, 'record', recordId), { json: payload }),
    removeRecord: (name: string, recordId: string | number) =>
      call('DELETE', path('domain', name, 'record', recordId)),
    status: (name: string) => call('GET', path('domain', name, 'status')),
  };
};
