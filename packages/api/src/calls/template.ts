import { ERRORS } from '../errors.ts';
import type { Transport } from '../client/transport.ts';
import { Succeeded } from '../schemas/common.ts';
import {
  Template,
  TemplateList,
  TemplateTranslation,
  TemplateTranslationList,
  type TemplateTranslationCreate,
  type TemplateTranslationUpdate,
} from '../schemas/template.ts';
import { formOf, progressOf, type UploadOptions } from './multipart.ts';
import { path } from './path.ts';

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

export const templateCalls = (t: Transport) => ({
  list: () =>
    t.call({
      service: 'api',
      method: 'GET',
      path: 'template',
      schema: TemplateList,
      fallback: ERRORS.failedToLoadTemplates,
    }),
  create: (input: TemplateCreateInput, options?: UploadOptions) =>
    t.call({
      service: 'api',
      method: 'POST',
      path: 'template',
      form: formOf({ code: input.code, description: input.description, archive: input.archive }),
      schema: Template,
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
    t.call({
      service: 'api',
      method: 'PATCH',
      path: path('template', id),
      form: formOf({
        id,
        code: input.code,
        description: input.description,
        archive: input.archive,
      }),
      schema: Template,
      fallback: ERRORS.failedToSaveTemplate,
      ...progressOf(options),
    }),
  remove: (id: number) =>
    t.call({
      service: 'api',
      method: 'DELETE',
      path: path('template', id),
      schema: Succeeded,
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
    t.call({
      service: 'api',
      method: 'POST',
      path: path('template', id, 'translations'),
      json: payload,
      schema: TemplateTranslation,
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
    t.call({
      service: 'api',
      method: 'PATCH',
      path: path('template', id, 'translations', translationId),
      json: changes,
      schema: TemplateTranslation,
      fallback: ERRORS.failedToSaveTemplate,
    }),
  removeTranslation: (id: number, translationId: number) =>
    t.call({
      service: 'api',
      method: 'DELETE',
      path: path('template', id, 'translations', translationId),
      schema: Succeeded,
      fallback: ERRORS.failedToDeleteTemplate,
    }),
});
