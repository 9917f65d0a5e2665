import type { MockStore } from '../store.ts';
import { createRoute, data, type RouteContext } from '../route.ts';
import type { DomainPurchases } from './domainPurchases.ts';

/** What every resource's handlers get: the route builder, the store and their service's prefix. */
export interface ResourceContext extends RouteContext {
  route: ReturnType<typeof createRoute>;
  db: MockStore['data'];
  /** The service's path prefix as an MSW pattern, e.g. `* /api` without the space. */
  base: string;
  /** Domain purchases, shared by the main API and the registrar. */
  purchases: DomainPurchases;
}

export const createResourceContext = (
  ctx: RouteContext,
  prefix: string,
  purchases: DomainPurchases,
): ResourceContext => ({
  ...ctx,
  purchases,
  route: createRoute(ctx),
  db: ctx.store.data,
  base: `*${prefix}`,
});

export const find = <T extends { id: number }>(list: T[], id: string | number) =>
  list.find((item) => item.id === Number(id));

/** Removes the item with that id; false when there was none. */
export const remove = <T extends { id: number }>(list: T[], id: string | number): boolean => {
  const at = list.findIndex((item) => item.id === Number(id));
  if (at === -1) return false;
  list.splice(at, 1);
  return true;
};

/** Removes a landing; its apps stay, with `landing: null` (the server's `on delete set null`). */
export const removeLanding = (db: MockStore['data'], id: number): boolean => {
  if (!remove(db.landings, id)) return false;
  for (const app of db.apps) if (app.landing?.id === id) app.landing = null;
  return true;
};

/** A delete's answer, as the server gives it. */
export const ok = () => data({ success: true });
