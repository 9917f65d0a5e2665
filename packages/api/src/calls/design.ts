import { ERRORS } from '../errors.ts';
import type { AnswerMode, Transport } from '../client/transport.ts';
import { Succeeded } from '../schemas/common.ts';
import { Design, DesignList } from '../schemas/design.ts';
import {
  buildDesignCreateForm,
  buildDesignPatchForm,
  type DesignCreateInput,
  type DesignUpdateInput,
} from '../design/designForm.ts';
import { progressOf, type UploadOptions } from './multipart.ts';
import { ifMatchOf } from '../client/versions.ts';
import { path } from './path.ts';

export interface DesignCreateOptions extends UploadOptions {
  /** The clock used for the generated name `Design <ISO timestamp>`. */
  now?: Date;
}

export const designCalls = <M extends AnswerMode>(t: Transport<M>) => ({
  create: (input: DesignCreateInput, options?: DesignCreateOptions) =>
    t.create({
      service: 'api',
      method: 'POST',
      path: 'design',
      form: buildDesignCreateForm(input, options?.now ?? new Date()),
      answers: Design,
      fallback: ERRORS.failedToSaveDesign,
      ...progressOf(options),
    }),
  list: () =>
    t.call({
      service: 'api',
      method: 'GET',
      path: 'design',
      schema: DesignList,
      fallback: ERRORS.failedToLoadDesigns,
    }),
  get: (id: number) =>
    t.call({
      service: 'api',
      method: 'GET',
      path: path('design', id),
      schema: Design,
      fallback: ERRORS.failedToLoadDesign,
    }),
  update: (id: number, input: DesignUpdateInput, options?: UploadOptions) =>
    t.write({
      service: 'api',
      method: 'PATCH',
      path: path('design', id),
      form: buildDesignPatchForm(input),
      answers: Design,
      fallback: ERRORS.failedToSaveDesign,
      ...progressOf(options),
      ...ifMatchOf(options),
    }),
  remove: (id: number) =>
    t.write({
      service: 'api',
      method: 'DELETE',
      path: path('design', id),
      answers: Succeeded,
      fallback: ERRORS.failedToDeleteDesign,
    }),
});
