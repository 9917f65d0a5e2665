export type AppPageEvent =
  /** The route's app id changed (/apps/new ↔ /apps/{id}, or another app). */
  | { type: 'page.routeChanged'; appId: number | null }
  /** The form created an app and is going to /apps/{id}: the page keeps that form. */
  | { type: 'page.appCreated'; appId: number };
