/** /login's query: the page the visitor asked for before being sent to log in. */
export type LoginSearch = { redirect?: string };

/** `validateSearch` of /login: anything but a non-empty string is dropped. */
export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const redirect = search['redirect'];
  return typeof redirect === 'string' && redirect !== '' ? { redirect } : {};
}
