/** `/apps/new` creates an app. */
export const NEW_APP_PARAM = 'new';

/**
 * The `$appId` of /apps/$appId: null for 'new', the id for a positive integer, undefined for
 * anything else (the route shows the not-found screen).
 */
export function parseAppIdParam(raw: string): number | null | undefined {
  if (raw === NEW_APP_PARAM) return null;
  if (!/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}
