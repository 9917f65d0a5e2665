import { ERRORS } from '../errors.ts';
import type { Transport } from '../client/transport.ts';
import { Succeeded } from '../schemas/common.ts';
import { Design, DesignList } from '../schemas/design.ts';
import {
  buildDesignCreateForm,
  buildDesignPatchForm,
  type DesignCreateInput,
  type DesignUpdateInput,
} from '../design/designForm.ts';
import { progressOf, type UploadOptions } from './multipart.ts';
import { path } from './path.ts';

export interface DesignCreateOptions extends UploadOptions {
  /** The clock used for the generated name `Design <ISO timestamp>`. */
  now?: Date;
}

export const designCalls = (t: Transport) => ({
  create: (input: DesignCreateInput, options?: DesignCreateOptions) =>
    t.call({
      service: 'api',
      method: 'POST',
      path: 'design',
      form: buildDesignCreateForm(input, options?.now ?? new Date()),
      schema: Design,
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
    t.call({
      service: 'api',
      method: 'PATCH',
      path: path('design', id),
      form: buildDesignPatchForm(input),
      schema: Design,
      fallback: ERRORS.failedToSaveDesign,
      ...progressOf(options),
    }),
  remove: (id: number) =>
    t.call({
      service: 'api',
      method: 'DELETE',
      path: path('design', id),
      schema: Succeeded,
      fallback: ERRORS.failedToDeleteDesign,
    }),
});
