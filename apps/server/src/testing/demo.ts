import { CommentatorList, LocaleList, TemplateList } from '@landing/api/schemas';
import { data, type HttpClient } from './client.ts';

/** Ids of the demo data every test server starts with. */
export async function demoIds(client: HttpClient) {
  const locales = data(await client.get('/api/locales'), LocaleList);
  const templates = data(await client.get('/api/template'), TemplateList);
  const commentators = data(await client.get('/api/commentators'), CommentatorList);
  const locale = (code: string) => {
    const found = locales.find((l) => l.google_lang_code === code);
    if (!found) throw new Error(`no demo locale ${code}`);
    return found;
  };
  const builtIn = templates.find((t) => t.code === 'PlayMarket');
  if (!builtIn || commentators[0] === undefined) throw new Error('demo data missing');
  return { locale, builtInTemplateId: builtIn.id, commentatorId: commentators[0].id };
}

let counter = 0;
/** A name no other test uses. */
export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Asserts every listed call answers 401 with a message when sent without a token. */
export async function expectAllRefusedWithoutToken(baseUrl: string, routes: [string, string][]) {
  const failures: string[] = [];
  for (const [method, path] of routes) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      ...(method === 'GET' || method === 'DELETE'
        ? {}
        : { body: '{}', headers: { 'Content-Type': 'application/json' } }),
    });
    const body = (await response.json()) as { message?: unknown };
    if (response.status !== 401 || typeof body.message !== 'string') {
      failures.push(`${method} ${path} → ${response.status}`);
    }
  }
  return failures;
}
