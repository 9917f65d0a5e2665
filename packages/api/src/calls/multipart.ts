import type { WriteOptions } from '../client/versions.ts';
import type { UploadProgressListener } from '../client/uploadProgress.ts';

export interface UploadOptions extends WriteOptions {
  onUploadProgress?: UploadProgressListener;
}

type FieldValue = string | number | Blob | null | undefined;

/** FormData from fields; undefined and null fields are left out, Files keep their names. */
export const formOf = (fields: Record<string, FieldValue>): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof File) form.append(key, value, value.name);
    else if (value instanceof Blob) form.append(key, value);
    else form.append(key, String(value));
  }
  return form;
};

export const progressOf = (options: UploadOptions | undefined) =>
  options?.onUploadProgress ? { onUploadProgress: options.onUploadProgress } : {};
