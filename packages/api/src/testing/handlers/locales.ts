import { LocaleCreate, LocaleUpdate } from '../../schemas/locale.ts';
import { data, notFound, readJson } from '../route.ts';
import { find, remove, ok, type ResourceContext } from './resource.ts';

/** The mock back office's locales. */
export const createLocalesHandlers = ({ route, store, db, base }: ResourceContext) => {
  return [
    route('locales.list', 'get', `${base}/locales`, () => data(db.locales)),
    route('locales.create', 'post', `${base}/locales`, async ({ request }) => {
      const body = await readJson(request, LocaleCreate);
      if (body instanceof Response) return body;
      const locale = { id: store.nextId('locales'), ...body };
      db.locales.push(locale);
      return data(locale, 201);
    }),
    route('locales.get', 'get', `${base}/locales/:id`, ({ params }) => {
      const locale = find(db.locales, params.id!);
      return locale ? data(locale) : notFound('Locale');
    }),
    route('locales.update', 'patch', `${base}/locales/:id`, async ({ request, params }) => {
      const locale = find(db.locales, params.id!);
      if (!locale) return notFound('Locale');
      const body = await readJson(request, LocaleUpdate);
      if (body instanceof Response) return body;
      Object.assign(locale, body);
      return data(locale);
    }),
    route('locales.remove', 'delete', `${base}/locales/:id`, ({ params }) =>
      remove(db.locales, params.id!) ? ok() : notFound('Locale'),
    ),
  ];
};
