import { DOMAIN_SEARCH_LIMIT, DOMAIN_SEARCH_OFFSET } from '../constants.ts';
import { ERRORS } from '../errors.ts';
import type { QueryValue, Transport } from '../client/transport.ts';
import type { Validator } from '../client/wire.ts';
import { Succeeded } from '../schemas/common.ts';
import { AvailableDomains } from '../schemas/domain.ts';
import {
  RegistrarDomain,
  RegistrarDomains,
  RegistrarDomainStatus,
  RegistrarNameServers,
  RegistrarRecord,
  RegistrarRecordList,
  type RegistrarBuy,
  type RegistrarNsUpdate,
  type RegistrarPauseQuery,
  type RegistrarRecordInput,
  type RegistrarRecordPatch,
  type RegistrarRegister,
} from '../schemas/registrar.ts';
import { path } from './path.ts';

export interface AvailableQuery {
  name: string;
  offset?: number;
  limit?: number;
}

/** The registrar service (`/lambda/v1`), sent as secured calls. */
export const registrarCalls = (t: Transport) => {
  const call = <T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    route: string,
    schema: Validator<T>,
    extra: { json?: unknown; query?: Record<string, QueryValue> } = {},
  ) =>
    t.call({
      service: 'registrar',
      method,
      path: route,
      schema,
      fallback: ERRORS.registrarCallFailed,
      ...extra,
    });
  return {
    domains: () => call('GET', 'domain', RegistrarDomains),
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
    buy: (payload: RegistrarBuy) =>
      call('POST', path('domain', 'buy'), RegistrarDomain, { json: payload }),
    domain: (name: string) => call('GET', path('domain', name), RegistrarDomain),
    createDomain: (name: string, payload: RegistrarRegister = {}) =>
      call('POST', path('domain', name), RegistrarDomain, { json: payload }),
    removeDomain: (name: string) => call('DELETE', path('domain', name), Succeeded),
    nameServers: (name: string) => call('GET', path('domain', name, 'ns'), RegistrarNameServers),
    updateNameServers: (name: string, payload: RegistrarNsUpdate) =>
      call('PATCH', path('domain', name, 'ns'), RegistrarNameServers, { json: payload }),
    pause: (name: string, query: RegistrarPauseQuery) =>
      call('PATCH', path('domain', name, 'pause'), RegistrarDomain, { query: { ...query } }),
    records: (name: string) => call('GET', path('domain', name, 'record'), RegistrarRecordList),
    createRecord: (name: string, payload: RegistrarRecordInput) =>
      call('POST', path('domain', name, 'record'), RegistrarRecord, { json: payload }),
    record: (name: string, recordId: number) =>
      call('GET', path('domain', name, 'record', recordId), RegistrarRecord),
    updateRecord: (name: string, recordId: number, payload: RegistrarRecordPatch) =>
      call('PATCH', path('domain', name, 'record', recordId), RegistrarRecord, { json: payload }),
    removeRecord: (name: string, recordId: number) =>
      call('DELETE', path('domain', name, 'record', recordId), Succeeded),
    status: (name: string) => call('GET', path('domain', name, 'status'), RegistrarDomainStatus),
  };
};
