import {
  LauncherAppStoreCreate,
  LauncherCustomCreate,
  LauncherUpdate,
} from '../../schemas/launcher.ts';
import { defaultStaticContent } from '../../constants.ts';
import { data, message, notFound, readJson } from '../route.ts';
import { nextVersion, versionRefusal } from '../rowVersions.ts';
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
    const id = store.nextId('launchers');
    const launcher = {
      id,
      name: body.name,
      // As the server, which numbers every launcher's web server from a sequence.
      webServerId: 1000 + id,
      template: { id: template.id, code: template.code, isCustom: template.isCustom },
      iconUrl: null,
      config,
      // An app-store launcher starts with the default store facts; a custom one has none.
      staticContent: custom ? null : defaultStaticContent(body.name),
    };
    db.launchers.push(launcher);
    return data(store.views.launcher(launcher), 201);
  };

  return [
    route('launcher.createCustom', 'post', `${base}/launcher/custom`, async ({ request }) => {
      const body = await readJson(request, LauncherCustomCreate);
      if (body instanceof Response) return body;
      return createLauncher(body, true, {
        webflowHtmlTagData: body.config?.webflowHtmlTagData ?? '',
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
      const stale = versionRefusal(request, launcher, () => store.views.launcher(launcher));
      if (stale) return stale;
      // Everything is checked before anything changes, as the server's single update.
      const templateId = body.templateId ?? launcher.template.id;
      const found = templateId === undefined ? undefined : find(db.templates, templateId);
      if (templateId !== undefined && !found) {
        return message(400, `templateId ${templateId} does not name a template`);
      }
      const template = found ?? launcher.template;
      let staticContent = launcher.staticContent;
      if (body.staticContent !== undefined) {
        // A custom launcher keeps only its short name (the Icon, Name and Short Name form).
        const onlyShortName = Object.keys(body.staticContent).every((key) => key === 'shortName');
        if (template.isCustom && !onlyShortName) {
          return message(400, 'staticContent is only kept for launchers on built-in templates');
        }
        staticContent = {
          ...(staticContent ?? defaultStaticContent(launcher.name ?? '')),
          ...body.staticContent,
        };
      }
      if (!template.isCustom && !staticContent)
        staticContent = defaultStaticContent(launcher.name ?? '');
      if (body.name !== undefined) launcher.name = body.name;
      if (found) launcher.template = { id: found.id, code: found.code, isCustom: found.isCustom };
      if (body.config !== undefined) launcher.config = { ...launcher.config, ...body.config };
      launcher.staticContent = staticContent;
      nextVersion(launcher);
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
