import { ERRORS } from '../errors.ts';
import type { AnswerMode, Transport } from '../client/transport.ts';
import { Locale, Succeeded } from '../schemas/common.ts';
import { LocaleList, type LocaleCreate, type LocaleUpdate } from '../schemas/locale.ts';
import { path } from './path.ts';

export const localesCalls = <M extends AnswerMode>(t: Transport<M>) => ({
  list: () =>
    t.call({
      service: 'api',
      method: 'GET',
      path: 'locales',
      schema: LocaleList,
      fallback: ERRORS.failedToFetchLocales,
    }),
  create: (payload: LocaleCreate) =>
    t.create({
      service: 'api',
      method: 'POST',
      path: 'locales',
      json: payload,
      answers: Locale,
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
    t.write({
      service: 'api',
      method: 'PATCH',
      path: path('locales', id),
      json: changes,
      answers: Locale,
      fallback: ERRORS.failedToSaveLocale,
    }),
  remove: (id: number) =>
    t.write({
      service: 'api',
      method: 'DELETE',
      path: path('locales', id),
      answers: Succeeded,
      fallback: ERRORS.failedToDeleteLocale,
    }),
});
