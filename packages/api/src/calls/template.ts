import { ERRORS } from '../errors.ts';
import type { AnswerMode, Transport } from '../client/transport.ts';
import { Succeeded } from '../schemas/common.ts';
import {
  Template,
  TemplateList,
  TemplatePage,
  TemplateTranslation,
  TemplateTranslationList,
  type TemplateTranslationCreate,
  type TemplateTranslationUpdate,
} from '../schemas/template.ts';
import {
  listPageQuery,
  preparePage,
  type ListPageQuery,
  type PageCursorListener,
} from '../schemas/listPage.ts';
import { formOf, progressOf, type UploadOptions } from './multipart.ts';
import { path } from './path.ts';
import { ifMatchOf } from '../client/versions.ts';

export interface TemplateCreateInput {
  code: string;
  description?: string;
  archive: Blob;
}

export interface TemplateUpdateInput {
  code?: string;
  description?: string;
  archive?: Blob;
}

export const templateCalls = <M extends AnswerMode>(t: Transport<M>) => ({
  list: () =>
    t.call({
      service: 'api',
      method: 'GET',
      path: 'template',
      schema: TemplateList,
      fallback: ERRORS.failedToLoadTemplates,
    }),
  /**
   * A page of the templates in id order (issue 31); a back office that answers the whole array
   * gives every template and `next: null`.
   */
  listPage: (page: ListPageQuery, seen?: PageCursorListener) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: 'template',
      query: listPageQuery(page),
      schema: TemplatePage,
      prepare: preparePage(seen),
      fallback: ERRORS.failedToLoadTemplates,
    }),
  create: (input: TemplateCreateInput, options?: UploadOptions) =>
    t.create({
      service: 'api',
      method: 'POST',
      path: 'template',
      form: formOf({ code: input.code, description: input.description, archive: input.archive }),
      answers: Template,
      fallback: ERRORS.failedToSaveTemplate,
      ...progressOf(options),
    }),
  get: (id: number) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: path('template', id),
      schema: Template,
      fallback: ERRORS.failedToLoadTemplate,
    }),
  update: (id: number, input: TemplateUpdateInput, options?: UploadOptions) =>
    t.write({
      service: 'api',
      method: 'PATCH',
      path: path('template', id),
      form: formOf({
        id,
        code: input.code,
        description: input.description,
        archive: input.archive,
      }),
      answers: Template,
      fallback: ERRORS.failedToSaveTemplate,
      ...progressOf(options),
      ...ifMatchOf(options),
    }),
  remove: (id: number) =>
    t.write({
      service: 'api',
      method: 'DELETE',
      path: path('template', id),
      answers: Succeeded,
      fallback: ERRORS.failedToDeleteTemplate,
    }),
  byCode: (code: string) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: path('template', 'by-code', code),
      schema: Template,
      fallback: ERRORS.failedToLoadTemplate,
    }),
  createTranslation: (id: number, payload: TemplateTranslationCreate) =>
    t.create({
      service: 'api',
      method: 'POST',
      path: path('template', id, 'translations'),
      json: payload,
      answers: TemplateTranslation,
      fallback: ERRORS.failedToSaveTemplate,
    }),
  translations: (id: number) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: path('template', id, 'translations'),
      schema: TemplateTranslationList,
      fallback: ERRORS.failedToLoadTemplate,
    }),
  getTranslation: (id: number, translationId: number) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: path('template', id, 'translations', translationId),
      schema: TemplateTranslation,
      fallback: ERRORS.failedToLoadTemplate,
    }),
  updateTranslation: (id: number, translationId: number, changes: TemplateTranslationUpdate) =>
    t.write({
      service: 'api',
      method: 'PATCH',
      path: path('template', id, 'translations', translationId),
      json: changes,
      answers: TemplateTranslation,
      fallback: ERRORS.failedToSaveTemplate,
    }),
  removeTranslation: (id: number, translationId: number) =>
    t.write({
      service: 'api',
      method: 'DELETE',
      path: path('template', id, 'translations', translationId),
      answers: Succeeded,
      fallback: ERRORS.failedToDeleteTemplate,
    }),
});
