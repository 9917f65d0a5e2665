import { LocaleCreate, LocaleUpdate } from '../../schemas/locale.ts';
import { data, message, notFound, readJson } from '../route.ts';
import { find, remove, ok, type ResourceContext } from './resource.ts';

/** The mock back office's locales; a code is unique, as the server's column. */
export const createLocalesHandlers = ({ route, store, db, base }: ResourceContext) => {
  const taken = (code: string | undefined, id?: number) =>
    code !== undefined && db.locales.some((l) => l.google_lang_code === code && l.id !== id);
  /** The server's answer to a unique violation. */
  const duplicate = () => message(409, 'Such an entry already exists');

  return [
    route('locales.list', 'get', `${base}/locales`, () => data(db.locales)),
    route('locales.create', 'post', `${base}/locales`, async ({ request }) => {
      const body = await readJson(request, LocaleCreate);
      if (body instanceof Response) return body;
      if (taken(body.google_lang_code)) return duplicate();
      const locale = { id: store.nextId('locales'), ...body };
      db.locales.push(locale);
      return data(locale, 201);
    }),
    route('locales.get', 'get', `${base}/locales/:id`, ({ params }) => {
      const locale = find(db.locales, params.id!);
      return locale ? data(locale) : notFound('Locale');
    }),
    route('locales.update', 'patch', `${base}/locales/:id`, async ({ request, params }) => {
      // As the server: the body is checked before the locale is looked up.
      const body = await readJson(request, LocaleUpdate);
      if (body instanceof Response) return body;
      const locale = find(db.locales, params.id!);
      if (!locale) return notFound('Locale');
      if (taken(body.google_lang_code, locale.id)) return duplicate();
      Object.assign(locale, body);
      return data(locale);
    }),
    // A locale in use by a translation or a comment stays (409), as on the server.
    route('locales.remove', 'delete', `${base}/locales/:id`, ({ params }) => {
      const id = Number(params.id);
      if (!find(db.locales, id)) return notFound('Locale');
      if (db.contents.some((c) => c.localeId === id) || db.comments.some((c) => c.langId === id)) {
        return message(409, 'The locale is used by translations or comments');
      }
      remove(db.locales, id);
      return ok();
    }),
  ];
};
