import {
  templateCodeMessage,
  TemplateTranslationCreate,
  TemplateTranslationUpdate,
} from '../../schemas/template.ts';
import { checkArchive } from '../../uploads/rules.ts';
import { checkUpload, data, fileField, message, notFound, readJson, textField } from '../route.ts';
import { find, remove, ok, type ResourceContext } from './resource.ts';

/** The mock back office's templates and their translations. */
export const createTemplateHandlers = ({ route, store, db, base }: ResourceContext) => {
  const translations = db.templateTranslations;

  /** Codes are one code whatever their case ("Shop" and "shop"), as in the server's database. */
  const sameCode = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const codeTaken = (code: string, exceptId?: number) =>
    db.templates.some((t) => t.id !== exceptId && sameCode(t.code, code));

  return [
    // Custom templates first, then by id (the server's order).
    route('template.list', 'get', `${base}/template`, () =>
      data(
        [...db.templates].sort((a, b) => Number(b.isCustom) - Number(a.isCustom) || a.id - b.id),
      ),
    ),
    route('template.create', 'post', `${base}/template`, async ({ request }) => {
      const form = await request.formData();
      const code = textField(form, 'code') ?? '';
      const codeProblem = templateCodeMessage(code);
      if (codeProblem) return message(400, codeProblem);
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
        isCustom: true,
        createdBy: { fullName: db.user.name, email: db.user.email },
      };
      db.templates.push(template);
      return data(template, 201);
    }),
    route('template.byCode', 'get', `${base}/template/by-code/:code`, ({ params }) => {
      const template = db.templates.find((t) => sameCode(t.code, params.code!));
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
      const codeProblem = code === undefined ? undefined : templateCodeMessage(code);
      if (codeProblem) return message(400, codeProblem);
      if (!template.isCustom) return message(403, 'Built-in templates cannot be changed');
      const archive = fileField(form, 'archive');
      if (archive) {
        const checked = await checkUpload(checkArchive(archive));
        if (checked instanceof Response) return checked;
      }
      if (code !== undefined && codeTaken(code, template.id)) {
        return message(409, `A template with code "${code}" already exists`);
      }
      if (code !== undefined) template.code = code;
      const description = textField(form, 'description');
      if (description !== undefined) template.description = description;
      if (archive) template.archiveUrl = store.fileUrl(archive, `${template.code}.zip`);
      return data(template);
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
