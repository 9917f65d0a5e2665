import { DOMAIN_SEARCH_LIMIT, DOMAIN_SEARCH_OFFSET } from '../constants.ts';
import { ERRORS } from '../errors.ts';
import type { AnswerMode, QueryValue, Transport } from '../client/transport.ts';
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
export const registrarCalls = <M extends AnswerMode>(t: Transport<M>) => {
  const read = <T>(route: string, schema: Validator<T>) =>
    t.call({
      service: 'registrar',
      method: 'GET',
      path: route,
      schema,
      fallback: ERRORS.registrarCallFailed,
    });
  /** A write: any 2xx answer is a success; `answers` is what apps/server's sandbox answers. */
  const write = <T>(
    method: 'POST' | 'PATCH' | 'DELETE',
    route: string,
    answers: Validator<T>,
    extra: { json?: unknown; query?: Record<string, QueryValue> } = {},
  ) =>
    t.write({
      service: 'registrar',
      method,
      path: route,
      answers,
      fallback: ERRORS.registrarCallFailed,
      ...extra,
    });
  return {
    domains: () => read('domain', RegistrarDomains),
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
      write('POST', path('domain', 'buy'), RegistrarDomain, { json: payload }),
    domain: (name: string) => read(path('domain', name), RegistrarDomain),
    createDomain: (name: string, payload: RegistrarRegister = {}) =>
      write('POST', path('domain', name), RegistrarDomain, { json: payload }),
    removeDomain: (name: string) => write('DELETE', path('domain', name), Succeeded),
    nameServers: (name: string) => read(path('domain', name, 'ns'), RegistrarNameServers),
    updateNameServers: (name: string, payload: RegistrarNsUpdate) =>
      write('PATCH', path('domain', name, 'ns'), RegistrarNameServers, { json: payload }),
    pause: (name: string, query: RegistrarPauseQuery) =>
      write('PATCH', path('domain', name, 'pause'), RegistrarDomain, { query: { ...query } }),
    records: (name: string) => read(path('domain', name, 'record'), RegistrarRecordList),
    createRecord: (name: string, payload: RegistrarRecordInput) =>
      write('POST', path('domain', name, 'record'), RegistrarRecord, { json: payload }),
    record: (name: string, recordId: number) =>
      read(path('domain', name, 'record', recordId), RegistrarRecord),
    updateRecord: (name: string, recordId: number, payload: RegistrarRecordPatch) =>
      write('PATCH', path('domain', name, 'record', recordId), RegistrarRecord, { json: payload }),
    removeRecord: (name: string, recordId: number) =>
      write('DELETE', path('domain', name, 'record', recordId), Succeeded),
    status: (name: string) => read(path('domain', name, 'status'), RegistrarDomainStatus),
  };
};
