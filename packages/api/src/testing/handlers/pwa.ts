import { AppCreate, AppUpdate } from '../../schemas/app.ts';
import { data, notFound, readJson } from '../route.ts';
import { find, remove, ok, type ResourceContext } from './resource.ts';

/** The mock back office's apps (PWAs). */
export const createPwaHandlers = ({ route, store, db, base }: ResourceContext) => {
  /** An app is served where its landing is (the server copies the landing's webServerId). */
  const webServerIdOf = (landingId: number) => find(db.landings, landingId)?.webServerId ?? null;

  return [
    route('pwa.list', 'get', `${base}/pwa`, () => data(db.apps.map(store.views.app))),
    route('pwa.create', 'post', `${base}/pwa`, async ({ request }) => {
      const body = await readJson(request, AppCreate);
      if (body instanceof Response) return body;
      const record = db.domains.flatMap((d) => d.records ?? []).find((r) => r.id === body.recordId);
      const app = {
        id: store.nextId('apps'),
        name: body.name,
        pushService: body.pushService,
        webServerId: webServerIdOf(body.landingId),
        openerLink: body.openerLink,
        webServerUrl: record ? `https://${record.name}` : null,
        pushokUrl: null,
        landing: { id: body.landingId },
        record: record ? { id: record.id, name: record.name } : null,
      };
      db.apps.push(app);
      return data(app, 201);
    }),
    route('pwa.requestPushokApp', 'post', `${base}/pwa/:id/pushok-app`, ({ params }) => {
      const app = find(db.apps, params.id!);
      if (!app) return notFound('PWA');
      app.pushokUrl = `https://pushok.example.com/apps/${app.id}`;
      return data({ pushokUrl: app.pushokUrl });
    }),
    route('pwa.get', 'get', `${base}/pwa/:id`, ({ params }) => {
      const app = find(db.apps, params.id!);
      return app ? data(store.views.app(app)) : notFound('PWA');
    }),
    route('pwa.update', 'patch', `${base}/pwa/:id`, async ({ request, params }) => {
      const app = find(db.apps, params.id!);
      if (!app) return notFound('PWA');
      const body = await readJson(request, AppUpdate);
      if (body instanceof Response) return body;
      const { landingId, recordId, ...fields } = body;
      Object.assign(app, fields);
      if (landingId !== undefined) {
        app.landing = { id: landingId };
        app.webServerId = webServerIdOf(landingId) ?? app.webServerId;
      }
      if (recordId !== undefined) {
        const record = db.domains.flatMap((d) => d.records ?? []).find((r) => r.id === recordId);
        app.record = record ? { id: record.id, name: record.name } : null;
        app.webServerUrl = record ? `https://${record.name}` : null;
      }
      return data(store.views.app(app));
    }),
    route('pwa.remove', 'delete', `${base}/pwa/:id`, ({ params }) =>
      remove(db.apps, params.id!) ? ok() : notFound('PWA'),
    ),
  ];
};
