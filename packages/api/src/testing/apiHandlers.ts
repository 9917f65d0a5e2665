import { AppCreate, AppUpdate } from '../schemas/app.ts';
import {
  CommentCreate,
  CommentUpdate,
  CommentsBatch,
  CommentsTranslate,
  type Comment,
} from '../schemas/comment.ts';
import type { Design } from '../schemas/design.ts';
import { DnsRecordCreate, DomainBuy } from '../schemas/domain.ts';
import { LandingCreate, LandingUpdate } from '../schemas/landing.ts';
import {
  LauncherAppStoreCreate,
  LauncherCustomCreate,
  LauncherUpdate,
} from '../schemas/launcher.ts';
import { LauncherContentCreate, LauncherContentUpdate } from '../schemas/launcherContent.ts';
import { LocaleCreate, LocaleUpdate } from '../schemas/locale.ts';
import {
  TemplateCode,
  TemplateTranslationCreate,
  TemplateTranslationUpdate,
} from '../schemas/template.ts';
import {
  createRoute,
  data,
  fileField,
  message,
  notFound,
  readJson,
  textField,
  type RouteContext,
} from './route.ts';

const ok = () => data({ ok: true });

export const createApiHandlers = (ctx: RouteContext) => {
  const route = createRoute(ctx);
  const { store } = ctx;
  const db = store.data;
  const translations = db.templateTranslations;
  const base = `*${ctx.options.prefixes?.api ?? '/api'}`;

  const find = <T extends { id: number }>(list: T[], id: string | number) =>
    list.find((item) => item.id === Number(id));
  const remove = <T extends { id: number }>(list: T[], id: string | number): boolean => {
    const at = list.findIndex((item) => item.id === Number(id));
    if (at === -1) return false;
    list.splice(at, 1);
    return true;
  };
  const translate = (comment: Comment, localeId: number): Comment => {
    const code = db.locales.find((l) => l.id === localeId)?.google_lang_code ?? '??';
    return {
      ...comment,
      id: store.nextId('comments'),
      langId: localeId,
      text: `[${code}] ${comment.text}`,
    };
  };

  /** Both launcher kinds: the template must exist; the kind decides only the config. */
  const createLauncher = (
    body: { name: string; templateId: number },
    config: (typeof db.launchers)[number]['config'],
  ) => {
    const template = find(db.templates, body.templateId);
    if (!template) return notFound('Template');
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
    route('health.check', 'get', `${base}/health`, () => data({ status: 'ok' })),

    // pwa
    route('pwa.list', 'get', `${base}/pwa`, () => data(db.apps.map(store.views.app))),
    route('pwa.create', 'post', `${base}/pwa`, async ({ request }) => {
      const body = await readJson(request, AppCreate);
      if (body instanceof Response) return body;
      const record = db.domains.flatMap((d) => d.records ?? []).find((r) => r.id === body.recordId);
      const app = {
        id: store.nextId('apps'),
        name: body.name,
        pushService: body.pushService,
        webServerId: null,
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
      if (landingId !== undefined) app.landing = { id: landingId };
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

    // landing
    route('landing.list', 'get', `${base}/landing`, () =>
      data(db.landings.map(store.views.landing)),
    ),
    route('landing.linkable', 'get', `${base}/landing/linkable`, () => {
      const used = new Set(db.apps.map((a) => a.landing?.id));
      return data(db.landings.filter((l) => !used.has(l.id)).map(store.views.landing));
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
        const launcher = find(db.launchers, url.searchParams.get('launcherId') ?? '');
        if (!launcher) return notFound('Launcher');
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
      remove(db.landings, params.id!) ? ok() : notFound('Landing'),
    ),

    // launcher
    route('launcher.createCustom', 'post', `${base}/launcher/custom`, async ({ request }) => {
      const body = await readJson(request, LauncherCustomCreate);
      if (body instanceof Response) return body;
      return createLauncher(body, {
        webflowHtmlTagData: body.config?.webflowHtmlTagData ?? null,
      });
    }),
    route('launcher.createAppStore', 'post', `${base}/launcher/app-store`, async ({ request }) => {
      const body = await readJson(request, LauncherAppStoreCreate);
      if (body instanceof Response) return body;
      return createLauncher(body, { templateView: body.config?.templateView ?? 'web' });
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
        if (!template) return notFound('Template');
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
    route('launcher.remove', 'delete', `${base}/launcher/:id`, ({ params }) =>
      remove(db.launchers, params.id!) ? ok() : notFound('Launcher'),
    ),

    // launcher content
    route('launcherContent.create', 'post', `${base}/launcher-content`, async ({ request }) => {
      const body = await readJson(request, LauncherContentCreate);
      if (body instanceof Response) return body;
      if (!find(db.launchers, body.launcherId)) return notFound('Launcher');
      if (
        db.contents.some((c) => c.launcherId === body.launcherId && c.localeId === body.localeId)
      ) {
        return message(409, 'This language already has content for the launcher');
      }
      const content = {
        id: store.nextId('contents'),
        launcherId: body.launcherId,
        localeId: body.localeId,
        isDefault: body.isDefault,
        designId: body.designId,
        translatableContent: body.translatableContent ?? {
          description: '',
          additionalInfo: [],
          tags: [],
        },
        commentIds: [],
      };
      db.contents.push(content);
      return data(store.views.content(content), 201);
    }),
    route('launcherContent.list', 'get', `${base}/launcher-content`, () =>
      data(db.contents.map(store.views.content)),
    ),
    route(
      'launcherContent.byLauncher',
      'get',
      `${base}/launcher-content/launcher/:launcherId`,
      ({ params }) =>
        data(
          db.contents
            .filter((c) => c.launcherId === Number(params.launcherId))
            .map(store.views.content),
        ),
    ),
    route(
      'launcherContent.comments',
      'get',
      `${base}/launcher-content/:id/comments`,
      ({ params }) => {
        const content = find(db.contents, params.id!);
        if (!content) return notFound('Content');
        return data(
          content.commentIds
            .map((id) => find(db.comments, id))
            .filter((c): c is Comment => c !== undefined)
            .map(store.views.comment),
        );
      },
    ),
    route(
      'launcherContent.linkComment',
      'post',
      `${base}/launcher-content/:id/comments/:commentId`,
      ({ params }) => {
        const content = find(db.contents, params.id!);
        if (!content) return notFound('Content');
        if (!find(db.comments, params.commentId!)) return notFound('Comment');
        const commentId = Number(params.commentId);
        if (!content.commentIds.includes(commentId)) content.commentIds.push(commentId);
        return ok();
      },
    ),
    route(
      'launcherContent.unlinkComment',
      'delete',
      `${base}/launcher-content/:id/comments/:commentId`,
      ({ params }) => {
        const content = find(db.contents, params.id!);
        if (!content) return notFound('Content');
        content.commentIds = content.commentIds.filter((id) => id !== Number(params.commentId));
        return ok();
      },
    ),
    route(
      'launcherContent.linkDesign',
      'post',
      `${base}/launcher-content/:id/design/:designId`,
      ({ params }) => {
        const content = find(db.contents, params.id!);
        if (!content) return notFound('Content');
        if (!find(db.designs, params.designId!)) return notFound('Design');
        content.designId = Number(params.designId);
        return data(store.views.content(content));
      },
    ),
    route(
      'launcherContent.unlinkDesign',
      'delete',
      `${base}/launcher-content/:id/design/:designId`,
      ({ params }) => {
        const content = find(db.contents, params.id!);
        if (!content) return notFound('Content');
        if (content.designId === Number(params.designId)) content.designId = null;
        return data(store.views.content(content));
      },
    ),
    route('launcherContent.get', 'get', `${base}/launcher-content/:id`, ({ params }) => {
      const content = find(db.contents, params.id!);
      return content ? data(store.views.content(content)) : notFound('Content');
    }),
    route(
      'launcherContent.update',
      'patch',
      `${base}/launcher-content/:id`,
      async ({ request, params }) => {
        const content = find(db.contents, params.id!);
        if (!content) return notFound('Content');
        const body = await readJson(request, LauncherContentUpdate);
        if (body instanceof Response) return body;
        if (body.translatableContent) content.translatableContent = body.translatableContent;
        if (body.isDefault !== undefined) content.isDefault = body.isDefault;
        return data(store.views.content(content));
      },
    ),
    route('launcherContent.remove', 'delete', `${base}/launcher-content/:id`, ({ params }) =>
      remove(db.contents, params.id!) ? ok() : notFound('Content'),
    ),

    // template
    route('template.list', 'get', `${base}/template`, () => data(db.templates)),
    route('template.create', 'post', `${base}/template`, async ({ request }) => {
      const form = await request.formData();
      const code = textField(form, 'code') ?? '';
      const archive = fileField(form, 'archive');
      if (!TemplateCode.allows(code))
        return message(400, 'Only latin letters and digits, no spaces');
      if (!archive) return message(400, 'Archive is required');
      if (db.templates.some((t) => t.code === code))
        return message(409, `Template "${code}" already exists`);
      const template = {
        id: store.nextId('templates'),
        code,
        description: textField(form, 'description') ?? '',
        archiveUrl: store.fileUrl(archive, `${code}.zip`),
        isCustom: true,
        createdBy: { fullName: db.user.name, email: db.user.email },
      };
      db.templates.push(template);
      return data(template, 201);
    }),
    route('template.byCode', 'get', `${base}/template/by-code/:code`, ({ params }) => {
      const template = db.templates.find((t) => t.code === params.code);
      return template ? data(template) : notFound('Template');
    }),
    route('template.translations', 'get', `${base}/template/:id/translations`, ({ params }) =>
      data(translations.filter((t) => t.templateId === Number(params.id))),
    ),
    route(
      'template.createTranslation',
      'post',
      `${base}/template/:id/translations`,
      async ({ request, params }) => {
        if (!find(db.templates, params.id!)) return notFound('Template');
        const body = await readJson(request, TemplateTranslationCreate);
        if (body instanceof Response) return body;
        const translation = {
          id: store.nextId('templateTranslations'),
          templateId: Number(params.id),
          localeId: body.localeId,
          name: body.name ?? null,
          description: body.description ?? null,
        };
        translations.push(translation);
        return data(translation, 201);
      },
    ),
    route(
      'template.getTranslation',
      'get',
      `${base}/template/:id/translations/:translationId`,
      ({ params }) => {
        const translation = find(translations, params.translationId!);
        return translation ? data(translation) : notFound('Translation');
      },
    ),
    route(
      'template.updateTranslation',
      'patch',
      `${base}/template/:id/translations/:translationId`,
      async ({ request, params }) => {
        const translation = find(translations, params.translationId!);
        if (!translation) return notFound('Translation');
        const body = await readJson(request, TemplateTranslationUpdate);
        if (body instanceof Response) return body;
        Object.assign(translation, body);
        return data(translation);
      },
    ),
    route(
      'template.removeTranslation',
      'delete',
      `${base}/template/:id/translations/:translationId`,
      ({ params }) =>
        remove(translations, params.translationId!) ? ok() : notFound('Translation'),
    ),
    route('template.get', 'get', `${base}/template/:id`, ({ params }) => {
      const template = find(db.templates, params.id!);
      return template ? data(template) : notFound('Template');
    }),
    route('template.update', 'patch', `${base}/template/:id`, async ({ request, params }) => {
      const template = find(db.templates, params.id!);
      if (!template) return notFound('Template');
      const form = await request.formData();
      const code = textField(form, 'code');
      if (code !== undefined && !TemplateCode.allows(code)) {
        return message(400, 'Only latin letters and digits, no spaces');
      }
      if (code !== undefined) template.code = code;
      const description = textField(form, 'description');
      if (description !== undefined) template.description = description;
      const archive = fileField(form, 'archive');
      if (archive) template.archiveUrl = store.fileUrl(archive, `${template.code}.zip`);
      return data(template);
    }),
    route('template.remove', 'delete', `${base}/template/:id`, ({ params }) => {
      if (db.launchers.some((l) => l.template.id === Number(params.id))) {
        return message(409, 'Template is used by a launcher');
      }
      return remove(db.templates, params.id!) ? ok() : notFound('Template');
    }),

    // locales
    route('locales.list', 'get', `${base}/locales`, () => data(db.locales)),
    route('locales.create', 'post', `${base}/locales`, async ({ request }) => {
      const body = await readJson(request, LocaleCreate);
      if (body instanceof Response) return body;
      const locale = { id: store.nextId('locales'), ...body };
      db.locales.push(locale);
      return data(locale, 201);
    }),
    route('locales.get', 'get', `${base}/locales/:id`, ({ params }) => {
      const locale = find(db.locales, params.id!);
      return locale ? data(locale) : notFound('Locale');
    }),
    route('locales.update', 'patch', `${base}/locales/:id`, async ({ request, params }) => {
      const locale = find(db.locales, params.id!);
      if (!locale) return notFound('Locale');
      const body = await readJson(request, LocaleUpdate);
      if (body instanceof Response) return body;
      Object.assign(locale, body);
      return data(locale);
    }),
    route('locales.remove', 'delete', `${base}/locales/:id`, ({ params }) =>
      remove(db.locales, params.id!) ? ok() : notFound('Locale'),
    ),

    // design
    route('design.create', 'post', `${base}/design`, async ({ request }) => {
      const form = await request.formData();
      const icon = fileField(form, 'icon');
      const screens = form.getAll('screens').filter((s): s is File => s instanceof File);
      if (!icon) return message(400, 'Icon is required');
      if (screens.length === 0) return message(400, 'At least one screenshot is required');
      const video = fileField(form, 'video');
      const videoPreview = fileField(form, 'videoPreview');
      const design: Design = {
        id: store.nextId('designs'),
        name: textField(form, 'name') ?? `Design ${new Date().toISOString()}`,
        iconUrl: store.fileUrl(icon, 'icon.png'),
        screensData: screens.map((s, i) => ({
          name: s.name || `screen-${i + 1}.png`,
          url: store.fileUrl(s, `screen-${i + 1}.png`),
        })),
        videoUrl: video ? store.fileUrl(video, 'video.mp4') : null,
        videoPreviewUrl: videoPreview ? store.fileUrl(videoPreview, 'preview.png') : null,
        tags: [],
      };
      db.designs.push(design);
      return data(design, 201);
    }),
    route('design.list', 'get', `${base}/design`, () => data(db.designs)),
    route('design.get', 'get', `${base}/design/:id`, ({ params }) => {
      const design = find(db.designs, params.id!);
      return design ? data(design) : notFound('Design');
    }),
    route('design.update', 'patch', `${base}/design/:id`, async ({ request, params }) => {
      const design = find(db.designs, params.id!);
      if (!design) return notFound('Design');
      const form = await request.formData();
      const icon = fileField(form, 'icon');
      if (icon) design.iconUrl = store.fileUrl(icon, 'icon.png');
      const newScreens = form.getAll('screens').filter((s): s is File => s instanceof File);
      const order = textField(form, 'finalOrder');
      if (order !== undefined) {
        let names: unknown;
        try {
          names = JSON.parse(order);
        } catch {
          return message(400, 'finalOrder must be a JSON list');
        }
        if (!Array.isArray(names)) return message(400, 'finalOrder must be a JSON list');
        const screensData: Design['screensData'] = [];
        for (const name of names) {
          const placeholder = typeof name === 'string' ? /^\$new:(\d+)$/.exec(name) : null;
          if (placeholder) {
            const file = newScreens[Number(placeholder[1])];
            if (!file) return message(400, `No file for ${String(name)}`);
            screensData.push({ name: file.name, url: store.fileUrl(file, file.name) });
            continue;
          }
          const kept = design.screensData.find((s) => s.name === name);
          if (!kept) return message(400, `Unknown screen ${String(name)}`);
          screensData.push(kept);
        }
        if (screensData.length === 0) return message(400, 'At least one screenshot is required');
        design.screensData = screensData;
      }
      for (const field of ['video', 'videoPreview'] as const) {
        const value = form.get(field);
        const urlKey = field === 'video' ? 'videoUrl' : 'videoPreviewUrl';
        if (value === 'null') design[urlKey] = null;
        else if (value instanceof File) design[urlKey] = store.fileUrl(value, field);
      }
      return data(design);
    }),
    route('design.remove', 'delete', `${base}/design/:id`, ({ params }) =>
      remove(db.designs, params.id!) ? ok() : notFound('Design'),
    ),

    // comments
    route('comments.list', 'get', `${base}/comments`, () =>
      data(db.comments.map(store.views.comment)),
    ),
    route('comments.translate', 'post', `${base}/comments/translate`, async ({ request }) => {
      const body = await readJson(request, CommentsTranslate);
      if (body instanceof Response) return body;
      if (!find(db.locales, body.targetLocaleId)) return notFound('Locale');
      const created: Comment[] = [];
      for (const id of body.commentIds) {
        const source = find(db.comments, id);
        if (!source) return notFound('Comment');
        const copy = translate(source, body.targetLocaleId);
        db.comments.push(copy);
        created.push(copy);
      }
      return data(created.map(store.views.comment), 201);
    }),
    route('comments.batch', 'post', `${base}/comments/batch`, async ({ request }) => {
      const body = await readJson(request, CommentsBatch);
      if (body instanceof Response) return body;
      const created = body.comments.map((c) => {
        const comment = { id: store.nextId('comments'), reply: null, ...c };
        db.comments.push(comment);
        return comment;
      });
      return data(created.map(store.views.comment), 201);
    }),
    route('comments.create', 'post', `${base}/comments`, async ({ request }) => {
      const body = await readJson(request, CommentCreate);
      if (body instanceof Response) return body;
      const comment = { id: store.nextId('comments'), reply: null, ...body };
      db.comments.push(comment);
      return data(store.views.comment(comment), 201);
    }),
    route('comments.get', 'get', `${base}/comments/:id`, ({ params }) => {
      const comment = find(db.comments, params.id!);
      return comment ? data(store.views.comment(comment)) : notFound('Comment');
    }),
    route('comments.update', 'patch', `${base}/comments/:id`, async ({ request, params }) => {
      const comment = find(db.comments, params.id!);
      if (!comment) return notFound('Comment');
      const body = await readJson(request, CommentUpdate);
      if (body instanceof Response) return body;
      Object.assign(comment, body);
      return data(store.views.comment(comment));
    }),
    route('comments.remove', 'delete', `${base}/comments/:id`, ({ params }) => {
      for (const content of db.contents) {
        content.commentIds = content.commentIds.filter((id) => id !== Number(params.id));
      }
      return remove(db.comments, params.id!) ? ok() : notFound('Comment');
    }),

    // commentators
    route('commentators.list', 'get', `${base}/commentators`, () => data(db.commentators)),
    route('commentators.create', 'post', `${base}/commentators`, async ({ request }) => {
      const form = await request.formData();
      const name = textField(form, 'name') ?? '';
      const icon = fileField(form, 'icon');
      if (name.trim().length < 2)
        return message(400, 'Commentator name must be at least 2 characters long');
      if (!icon) return message(400, 'Icon is required');
      const commentator = {
        id: store.nextId('commentators'),
        name,
        iconUrl: store.fileUrl(icon, 'icon.png'),
      };
      db.commentators.push(commentator);
      return data({ id: commentator.id }, 201);
    }),
    route('commentators.get', 'get', `${base}/commentators/:id`, ({ params }) => {
      const commentator = find(db.commentators, params.id!);
      return commentator ? data(commentator) : notFound('Commentator');
    }),
    route(
      'commentators.update',
      'patch',
      `${base}/commentators/:id`,
      async ({ request, params }) => {
        const commentator = find(db.commentators, params.id!);
        if (!commentator) return notFound('Commentator');
        const form = await request.formData();
        const name = textField(form, 'name');
        if (name !== undefined) commentator.name = name;
        const icon = fileField(form, 'icon');
        if (icon) commentator.iconUrl = store.fileUrl(icon, 'icon.png');
        return data(commentator);
      },
    ),
    route('commentators.remove', 'delete', `${base}/commentators/:id`, ({ params }) =>
      remove(db.commentators, params.id!) ? ok() : notFound('Commentator'),
    ),

    // domains
    route('domain.list', 'get', `${base}/domain`, ({ url }) => {
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      const size = Math.max(1, Number(url.searchParams.get('size') ?? 100) || 100);
      const items = db.domains.slice((page - 1) * size, page * size);
      return data({ items, total: db.domains.length, page, size });
    }),
    route('domain.buy', 'post', `${base}/domain`, async ({ request }) => {
      const body = await readJson(request, DomainBuy);
      if (body instanceof Response) return body;
      if (db.domains.some((d) => d.name === body.name)) {
        return json400Purchase(`Domain ${body.name} is not available`);
      }
      const domain = {
        id: store.nextId('domains'),
        name: body.name,
        status: 'pending',
        expireAt: null,
        records: [],
      };
      db.domains.push(domain);
      return data(domain, 201);
    }),
    route('domain.records', 'get', `${base}/domain/:id/records`, ({ params }) => {
      const domain = find(db.domains, params.id!);
      return domain ? data(domain.records ?? []) : notFound('Domain');
    }),
    route(
      'domain.createRecord',
      'post',
      `${base}/domain/:id/records`,
      async ({ request, params }) => {
        const domain = find(db.domains, params.id!);
        if (!domain) return notFound('Domain');
        const body = await readJson(request, DnsRecordCreate);
        if (body instanceof Response) return body;
        const name = `${body.name.toLowerCase()}.${domain.name}`;
        const all = db.domains.flatMap((d) => d.records ?? []);
        const existing = all.find((r) => r.name === name);
        if (existing) return data(existing);
        const record = { id: Math.max(0, ...all.map((r) => r.id)) + 1, name };
        domain.records = [...(domain.records ?? []), record];
        return data(record, 201);
      },
    ),
    route('domain.status', 'get', `${base}/domain/:id/status`, ({ params }) => {
      const domain = find(db.domains, params.id!);
      if (!domain) return notFound('Domain');
      // A pending purchase completes by the time someone checks it.
      if (domain.status === 'pending') domain.status = 'active';
      return data({ status: domain.status });
    }),
  ];
};

const json400Purchase = (text: string) =>
  new Response(JSON.stringify({ message: { error: { error: text } } }), {
    status: 400,
    headers: { 'content-type': 'application/json' },
  });
