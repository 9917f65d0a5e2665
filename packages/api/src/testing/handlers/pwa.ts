import { type App, AppCreate, AppUpdate } from '../../schemas/app.ts';
import { EmptyBody } from '../../schemas/common.ts';
import { asksForPage, data, message, notFound, readJson } from '../route.ts';
import { find, remove, ok, type ResourceContext } from './resource.ts';
import { nextVersion, versionRefusal } from '../rowVersions.ts';

/** The mock back office's apps (PWAs), answering as apps/server's (the contract suite). */
export const createPwaHandlers = ({ route, store, db, base }: ResourceContext) => {
  const recordOf = (id: number) =>
    db.domains.flatMap((d) => d.records ?? []).find((r) => r.id === id);
  /**
   * What the server refuses in a create or an update: another push service than firebase, a
   * landing or a record that does not exist (400 naming it).
   */
  const refusal = (body: AppUpdate): Response | undefined => {
    if (body.pushService !== undefined && body.pushService !== 'firebase') {
      return message(400, 'pushService: only firebase is available');
    }
    if (body.landingId !== undefined && !find(db.landings, body.landingId)) {
      return message(400, `landingId ${body.landingId} does not name a landing`);
    }
    if (body.recordId !== undefined && !recordOf(body.recordId)) {
      return message(400, `recordId ${body.recordId} does not name a DNS record`);
    }
    return undefined;
  };
  /** An app is served where its landing is (the server copies the landing's webServerId). */
  const webServerIdOf = (landingId: number) => find(db.landings, landingId)?.webServerId ?? null;
  const useRecord = (app: App, recordId: number) => {
    const record = recordOf(recordId);
    app.record = record?.name === undefined ? null : { id: record.id, name: record.name };
    app.webServerUrl = record ? `https://${record.name}` : null;
  };

  return [
    // The spec's back office knows no pages: asked for one, it answers the whole array (issue 31).
    route(
      'pwa.listPage',
      'get',
      `${base}/pwa`,
      () => data(db.apps.map(store.views.app)),
      asksForPage,
    ),
    route('pwa.list', 'get', `${base}/pwa`, () => data(db.apps.map(store.views.app))),
    route('pwa.create', 'post', `${base}/pwa`, async ({ request }) => {
      const body = await readJson(request, AppCreate);
      if (body instanceof Response) return body;
      const refused = refusal(body);
      if (refused) return refused;
      const app: App = {
        id: store.nextId('apps'),
        name: body.name,
        pushService: body.pushService,
        webServerId: webServerIdOf(body.landingId),
        openerLink: body.openerLink,
        webServerUrl: null,
        pushokUrl: null,
        landing: { id: body.landingId },
        record: null,
      };
      useRecord(app, body.recordId);
      db.apps.push(app);
      return data(store.views.app(app), 201);
    }),
    // The sandbox Pushok service answers at once: the app gets its Pushok link, once.
    route(
      'pwa.requestPushokApp',
      'post',
      `${base}/pwa/:id/pushok-app`,
      async ({ request, params }) => {
        const app = find(db.apps, params.id!);
        if (!app) return notFound('App');
        const body = await readJson(request, EmptyBody);
        if (body instanceof Response) return body;
        app.pushokUrl ??= `https://pushok.sandbox.test/apps/${app.id}-${app.webServerId ?? 0}`;
        return data(store.views.app(app));
      },
    ),
    route('pwa.get', 'get', `${base}/pwa/:id`, ({ params }) => {
      const app = find(db.apps, params.id!);
      return app ? data(store.views.app(app)) : notFound('App');
    }),
    route('pwa.update', 'patch', `${base}/pwa/:id`, async ({ request, params }) => {
      const app = find(db.apps, params.id!);
      if (!app) return notFound('App');
      const body = await readJson(request, AppUpdate);
      if (body instanceof Response) return body;
      const refused = refusal(body) ?? versionRefusal(request, app, () => store.views.app(app));
      if (refused) return refused;
      const { landingId, recordId, ...fields } = body;
      Object.assign(app, fields);
      nextVersion(app);
      if (landingId !== undefined) {
        app.landing = { id: landingId };
        app.webServerId = webServerIdOf(landingId) ?? app.webServerId;
      }
      if (recordId !== undefined) useRecord(app, recordId);
      return data(store.views.app(app));
    }),
    // Deleting an app leaves its landing and its DNS record, which another app may then use.
    route('pwa.remove', 'delete', `${base}/pwa/:id`, ({ params }) =>
      remove(db.apps, params.id!) ? ok() : notFound('App'),
    ),
  ];
};
