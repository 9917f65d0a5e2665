import {
  LauncherAppStoreCreate,
  LauncherCustomCreate,
  LauncherUpdate,
} from '../../schemas/launcher.ts';
import { data, message, notFound, readJson } from '../route.ts';
import { find, remove, removeLanding, ok, type ResourceContext } from './resource.ts';

/** The mock back office's launchers of both kinds. */
export const createLauncherHandlers = ({ route, store, db, base }: ResourceContext) => {
  /** Both launcher kinds: the template must exist and be of the launcher's kind. */
  const createLauncher = (
    body: { name: string; templateId: number },
    custom: boolean,
    config: (typeof db.launchers)[number]['config'],
  ) => {
    const template = find(db.templates, body.templateId);
    // As the server: an unknown or wrong-kind template is a bad request.
    if (!template) return message(400, `templateId ${body.templateId} does not name a template`);
    if (template.isCustom !== custom) {
      return message(
        400,
        custom
          ? 'templateId must name a custom template'
          : 'templateId must name a built-in template',
      );
    }
    const launcher = {
      id: store.nextId('launchers'),
      name: body.name,
      webServerId: null,
      template: { id: template.id, code: template.code, isCustom: template.isCustom },
      iconUrl: null,
      config,
      staticContent: null,
    };
    db.launchers.push(launcher);
    return data(store.views.launcher(launcher), 201);
  };

  return [
    route('launcher.createCustom', 'post', `${base}/launcher/custom`, async ({ request }) => {
      const body = await readJson(request, LauncherCustomCreate);
      if (body instanceof Response) return body;
      return createLauncher(body, true, {
        webflowHtmlTagData: body.config?.webflowHtmlTagData ?? null,
      });
    }),
    route('launcher.createAppStore', 'post', `${base}/launcher/app-store`, async ({ request }) => {
      const body = await readJson(request, LauncherAppStoreCreate);
      if (body instanceof Response) return body;
      return createLauncher(body, false, { templateView: body.config?.templateView ?? 'web' });
    }),
    route('launcher.list', 'get', `${base}/launcher`, () =>
      data(db.launchers.map(store.views.launcher)),
    ),
    route('launcher.update', 'patch', `${base}/launcher`, async ({ request }) => {
      const body = await readJson(request, LauncherUpdate);
      if (body instanceof Response) return body;
      const launcher = find(db.launchers, body.id);
      if (!launcher) return notFound('Launcher');
      if (body.name !== undefined) launcher.name = body.name;
      if (body.templateId !== undefined) {
        const template = find(db.templates, body.templateId);
        if (!template)
          return message(400, `templateId ${body.templateId} does not name a template`);
        launcher.template = { id: template.id, code: template.code, isCustom: template.isCustom };
      }
      if (body.config !== undefined) launcher.config = { ...launcher.config, ...body.config };
      if (body.staticContent !== undefined) {
        const current = launcher.staticContent ?? {
          name: launcher.name,
          shortName: launcher.name,
          developer: '',
          email: '',
          reviews: 0,
          size: 1,
          age: 3,
          installs: 0,
          rating: 0,
          ratingPeople: 0,
          starPercent: [0, 0, 0, 0, 0] as [number, number, number, number, number],
          version: '1.0',
          androidVersion: '11',
        };
        launcher.staticContent = { ...current, ...body.staticContent };
      }
      return data(store.views.launcher(launcher));
    }),
    route('launcher.contents', 'get', `${base}/launcher/:id/contents`, ({ params }) => {
      if (!find(db.launchers, params.id!)) return notFound('Launcher');
      return data(
        db.contents.filter((c) => c.launcherId === Number(params.id)).map(store.views.content),
      );
    }),
    route('launcher.get', 'get', `${base}/launcher/:id`, ({ params }) => {
      const launcher = find(db.launchers, params.id!);
      return launcher ? data(store.views.launcher(launcher)) : notFound('Launcher');
    }),
    // As the server's cascade: its translations, the landings it leads and its links go with it.
    route('launcher.remove', 'delete', `${base}/launcher/:id`, ({ params }) => {
      const id = Number(params.id);
      if (!remove(db.launchers, id)) return notFound('Launcher');
      for (const content of db.contents.filter((c) => c.launcherId === id)) {
        remove(db.contents, content.id);
      }
      for (const landing of db.landings.filter((l) => l.mainLauncherId === id)) {
        removeLanding(db, landing.id);
      }
      for (const landing of db.landings) {
        landing.relatedLauncherIds = landing.relatedLauncherIds.filter((l) => l !== id);
      }
      return ok();
    }),
  ];
};
