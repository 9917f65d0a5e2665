import { type } from 'arktype';
import {
  templateCodeMessage,
  TemplateCreateFields,
  TemplateTranslationCreate,
  TemplateTranslationUpdate,
  TemplateUpdateFields,
  type TemplateTranslation,
} from '../../schemas/template.ts';
import { checkArchive } from '../../uploads/rules.ts';
import {
  asksForPage,
  checkUpload,
  data,
  fileField,
  message,
  notFound,
  readJson,
  textField,
} from '../route.ts';
import { find, remove, ok, type ResourceContext } from './resource.ts';
import { nextVersion, versionOf, versionRefusal } from '../rowVersions.ts';

/** The mock back office's templates and their translations. */
export const createTemplateHandlers = ({ route, store, db, base }: ResourceContext) => {
  const translations = db.templateTranslations;

  /** Codes are one code whatever their case ("Shop" and "shop"), as in the server's database. */
  const sameCode = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const codeTaken = (code: string, exceptId?: number) =>
    db.templates.some((t) => t.id !== exceptId && sameCode(t.code ?? '', code));
  /**
   * The form's text fields checked by the shared schema, as the server does: a 400 with the
   * schema's summary (a description over 2000 characters), else undefined.
   */
  const fieldsProblem = (
    schema: typeof TemplateCreateFields | typeof TemplateUpdateFields,
    form: FormData,
    names: string[],
  ) => {
    const fields = Object.fromEntries(
      names.flatMap((name) => {
        const value = textField(form, name);
        return value === undefined ? [] : [[name, value]];
      }),
    );
    const checked = schema(fields);
    return checked instanceof type.errors ? message(400, checked.summary) : undefined;
  };
  /** A translation as the server answers it: with its locale. */
  const translationView = (translation: TemplateTranslation) => ({
    ...translation,
    locale: db.locales.find((l) => l.id === translation.localeId) ?? null,
  });
  /** The template's own translation (one of another template is not found, as on the server). */
  const translationOf = (templateId: string, translationId: string) => {
    const translation = find(translations, translationId);
    return translation?.templateId === Number(templateId) ? translation : undefined;
  };
  const noTranslation = () => notFound('Template translation');
  const noLocale = (localeId: number | undefined) =>
    localeId !== undefined && !db.locales.some((l) => l.id === localeId);

  /** A template as reads answer it: with its version (issue 29). */
  const withVersion = <T extends object>(template: T) => ({
    ...template,
    version: versionOf(template),
  });

  // Custom templates first, then by id (the server's order).
  const wholeList = () =>
    data(
      [...db.templates]
        .sort((a, b) => Number(b.isCustom) - Number(a.isCustom) || a.id - b.id)
        .map(withVersion),
    );

  return [
    // The spec's back office knows no pages: asked for one, it answers the whole array (issue 31).
    route('template.listPage', 'get', `${base}/template`, wholeList, asksForPage),
    route('template.list', 'get', `${base}/template`, wholeList),
    route('template.create', 'post', `${base}/template`, async ({ request }) => {
      const form = await request.formData();
      const code = textField(form, 'code') ?? '';
      const codeProblem = templateCodeMessage(code);
      if (codeProblem) return message(400, codeProblem);
      const fieldsRefused = fieldsProblem(TemplateCreateFields, form, ['code', 'description']);
      if (fieldsRefused) return fieldsRefused;
      const archive = fileField(form, 'archive');
      if (!archive) return message(400, 'archive is required');
      const checked = await checkUpload(checkArchive(archive));
      if (checked instanceof Response) return checked;
      if (codeTaken(code)) return message(409, `A template with code "${code}" already exists`);
      const template = {
        id: store.nextId('templates'),
        code,
        description: textField(form, 'description') ?? '',
        archiveUrl: store.fileUrl(archive, `${code}.zip`),
        archiveName: archive.name || null,
        isCustom: true,
        createdBy: { fullName: db.user.name, email: db.user.email },
      };
      db.templates.push(template);
      return data(withVersion(template), 201);
    }),
    route('template.byCode', 'get', `${base}/template/by-code/:code`, ({ params }) => {
      const template = db.templates.find((t) => sameCode(t.code ?? '', params.code!));
      return template ? data(withVersion(template)) : notFound('Template');
    }),
    route('template.translations', 'get', `${base}/template/:id/translations`, ({ params }) =>
      find(db.templates, params.id!)
        ? data(translations.filter((t) => t.templateId === Number(params.id)).map(translationView))
        : notFound('Template'),
    ),
    route(
      'template.createTranslation',
      'post',
      `${base}/template/:id/translations`,
      async ({ request, params }) => {
        const body = await readJson(request, TemplateTranslationCreate);
        if (body instanceof Response) return body;
        if (!find(db.templates, params.id!)) return notFound('Template');
        if (noLocale(body.localeId)) return notFound('Locale');
        const translation = {
          id: store.nextId('templateTranslations'),
          templateId: Number(params.id),
          localeId: body.localeId,
          name: body.name ?? null,
          description: body.description ?? null,
        };
        translations.push(translation);
        return data(translationView(translation), 201);
      },
    ),
    route(
      'template.getTranslation',
      'get',
      `${base}/template/:id/translations/:translationId`,
      ({ params }) => {
        const translation = translationOf(params.id!, params.translationId!);
        return translation ? data(translationView(translation)) : noTranslation();
      },
    ),
    route(
      'template.updateTranslation',
      'patch',
      `${base}/template/:id/translations/:translationId`,
      async ({ request, params }) => {
        const body = await readJson(request, TemplateTranslationUpdate);
        if (body instanceof Response) return body;
        const translation = translationOf(params.id!, params.translationId!);
        if (!translation) return noTranslation();
        if (noLocale(body.localeId)) return notFound('Locale');
        Object.assign(translation, body);
        return data(translationView(translation));
      },
    ),
    route(
      'template.removeTranslation',
      'delete',
      `${base}/template/:id/translations/:translationId`,
      ({ params }) => {
        const translation = translationOf(params.id!, params.translationId!);
        if (!translation) return noTranslation();
        remove(translations, translation.id);
        return ok();
      },
    ),
    route('template.get', 'get', `${base}/template/:id`, ({ params }) => {
      const template = find(db.templates, params.id!);
      return template ? data(withVersion(template)) : notFound('Template');
    }),
    route('template.update', 'patch', `${base}/template/:id`, async ({ request, params }) => {
      const template = find(db.templates, params.id!);
      if (!template) return notFound('Template');
      const form = await request.formData();
      const code = textField(form, 'code');
      const codeProblem = code === undefined ? undefined : templateCodeMessage(code);
      if (codeProblem) return message(400, codeProblem);
      const fieldsRefused = fieldsProblem(TemplateUpdateFields, form, [
        'id',
        'code',
        'description',
      ]);
      if (fieldsRefused) return fieldsRefused;
      if (!template.isCustom) return message(403, 'Built-in templates cannot be changed');
      const archive = fileField(form, 'archive');
      if (archive) {
        const checked = await checkUpload(checkArchive(archive));
        if (checked instanceof Response) return checked;
      }
      if (code !== undefined && codeTaken(code, template.id)) {
        return message(409, `A template with code "${code}" already exists`);
      }
      const stale = versionRefusal(request, template, () => withVersion(template));
      if (stale) return stale;
      nextVersion(template);
      if (code !== undefined) template.code = code;
      const description = textField(form, 'description');
      if (description !== undefined) template.description = description;
      if (archive) {
        template.archiveUrl = store.fileUrl(archive, `${template.code}.zip`);
        template.archiveName = archive.name || null;
      }
      return data(withVersion(template));
    }),
    route('template.remove', 'delete', `${base}/template/:id`, ({ params }) => {
      const template = find(db.templates, params.id!);
      if (!template) return notFound('Template');
      if (!template.isCustom) return message(403, 'Built-in templates cannot be deleted');
      const used = db.launchers.filter((l) => l.template.id === template.id).length;
      if (used > 0) return message(409, `The template is used by ${used} launcher(s)`);
      remove(db.templates, template.id);
      return ok();
    }),
  ];
};
