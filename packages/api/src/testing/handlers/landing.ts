import { LandingCreate, LandingUpdate } from '../../schemas/landing.ts';
import { asksForPage, data, message, notFound, readJson } from '../route.ts';
import { find, removeLanding, ok, type ResourceContext } from './resource.ts';

/** The mock back office's landings and their linked launchers. */
export const createLandingHandlers = ({ route, store, db, base }: ResourceContext) => {
  return [
    // Asked for a page, the whole array, as the spec's back office (issue 31).
    route(
      'landing.listPage',
      'get',
      `${base}/landing`,
      () => data(db.landings.map(store.views.landing)),
      asksForPage,
    ),
    route('landing.list', 'get', `${base}/landing`, () =>
      data(db.landings.map(store.views.landing)),
    ),
    route('landing.linkable', 'get', `${base}/landing/linkable`, () => {
      // A landing can lead an app once its main launcher has a translation (the server's rule).
      const translated = new Set(db.contents.map((c) => c.launcherId));
      return data(
        db.landings.filter((l) => translated.has(l.mainLauncherId)).map(store.views.landing),
      );
    }),
    route('landing.create', 'post', `${base}/landing`, async ({ request }) => {
      const body = await readJson(request, LandingCreate);
      if (body instanceof Response) return body;
      if (!find(db.launchers, body.mainLauncherId)) return notFound('Launcher');
      const landing = {
        id: store.nextId('landings'),
        webServerId: null,
        mainLauncherId: body.mainLauncherId,
        relatedLauncherIds: [],
      };
      db.landings.push(landing);
      return data(store.views.landing(landing), 201);
    }),
    // The spec's back office has no versions call (apps/server's, issue 29): the editor then
    // compares the ordinary reads to see other operators' saves.
    route('landing.versions', 'get', `${base}/landing/:id/versions`, () =>
      message(404, 'Not Found'),
    ),
    route(
      'landing.getWithRelatedLaunchers',
      'get',
      `${base}/landing/:id/with-related-launchers`,
      ({ params }) => {
        const landing = find(db.landings, params.id!);
        return landing ? data(store.views.landing(landing)) : notFound('Landing');
      },
    ),
    route(
      'landing.linkLauncher',
      'post',
      `${base}/landing/:id/link-launcher/:launcherId`,
      ({ params }) => {
        const landing = find(db.landings, params.id!);
        if (!landing) return notFound('Landing');
        if (!find(db.launchers, params.launcherId!)) return notFound('Launcher');
        const launcherId = Number(params.launcherId);
        if (!landing.relatedLauncherIds.includes(launcherId))
          landing.relatedLauncherIds.push(launcherId);
        return data(store.views.landing(landing));
      },
    ),
    route(
      'landing.unlinkLauncher',
      'delete',
      `${base}/landing/:id/unlink-launcher/:launcherId`,
      ({ params }) => {
        const landing = find(db.landings, params.id!);
        if (!landing) return notFound('Landing');
        landing.relatedLauncherIds = landing.relatedLauncherIds.filter(
          (id) => id !== Number(params.launcherId),
        );
        return data(store.views.landing(landing));
      },
    ),
    route(
      'landing.linkableLaunchers',
      'get',
      `${base}/landing/:id/linkable-launchers`,
      ({ params }) => {
        const landing = find(db.landings, params.id!);
        if (!landing) return notFound('Landing');
        const taken = new Set([landing.mainLauncherId, ...landing.relatedLauncherIds]);
        return data(
          db.launchers.filter((l) => !taken.has(l.id)).map((l) => ({ id: l.id, name: l.name })),
        );
      },
    ),
    route(
      'landing.webServerUrl',
      'get',
      `${base}/landing/:id/web-server-url`,
      ({ params, url }) => {
        const landing = find(db.landings, params.id!);
        if (!landing) return notFound('Landing');
        // As the server: only the landing's main launcher or a related one is previewed.
        const launcherId = Number(url.searchParams.get('launcherId'));
        const ofLanding = [landing.mainLauncherId, ...landing.relatedLauncherIds];
        const launcher = ofLanding.includes(launcherId)
          ? find(db.launchers, launcherId)
          : undefined;
        if (!launcher) return message(400, 'launcherId must name a launcher of this landing');
        const contentId = url.searchParams.get('contentId') ?? '';
        const html = `<!doctype html><title>${launcher.name}</title><h1>${launcher.name}</h1><p>Content ${contentId}</p>`;
        return data({ url: `data:text/html;charset=utf-8,${encodeURIComponent(html)}` });
      },
    ),
    route('landing.get', 'get', `${base}/landing/:id`, ({ params }) => {
      const landing = find(db.landings, params.id!);
      return landing ? data(store.views.landing(landing)) : notFound('Landing');
    }),
    route('landing.update', 'patch', `${base}/landing/:id`, async ({ request, params }) => {
      const landing = find(db.landings, params.id!);
      if (!landing) return notFound('Landing');
      const body = await readJson(request, LandingUpdate);
      if (body instanceof Response) return body;
      if (body.mainLauncherId !== undefined) landing.mainLauncherId = body.mainLauncherId;
      if (body.webServerId !== undefined)
        landing.webServerId = body.webServerId === null ? null : String(body.webServerId);
      return data(store.views.landing(landing));
    }),
    route('landing.remove', 'delete', `${base}/landing/:id`, ({ params }) =>
      removeLanding(db, Number(params.id)) ? ok() : notFound('Landing'),
    ),
  ];
};
