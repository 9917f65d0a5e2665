import { ERRORS } from '../errors.ts';
import type { Transport } from '../client/transport.ts';
import { Locale, Succeeded } from '../schemas/common.ts';
import { LocaleList, type LocaleCreate, type LocaleUpdate } from '../schemas/locale.ts';
import { path } from './path.ts';

export const localesCalls = (t: Transport) => ({
  list: () =>
    t.call({
      service: 'api',
      method: 'GET',
      path: 'locales',
      schema: LocaleList,
      fallback: ERRORS.failedToFetchLocales,
    }),
  create: (payload: LocaleCreate) =>
    t.call({
      service: 'api',
      method: 'POST',
      path: 'locales',
      json: payload,
      schema: Locale,
      fallback: ERRORS.failedToSaveLocale,
    }),
  get: (id: number) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: path('locales', id),
      schema: Locale,
      fallback: ERRORS.failedToLoadLocales,
    }),
  update: (id: number, changes: LocaleUpdate) =>
    t.call({
      service: 'api',
      method: 'PATCH',
      path: path('locales', id),
      json: changes,
      schema: Locale,
      fallback: ERRORS.failedToSaveLocale,
    }),
  remove: (id: number) =>
    t.call({
      service: 'api',
      method: 'DELETE',
      path: path('locales', id),
      schema: Succeeded,
      fallback: ERRORS.failedToDeleteLocale,
    }),
});
