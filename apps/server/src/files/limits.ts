import {
  checkArchive as archiveRule,
  checkCommentatorIcon as commentatorIconRule,
  checkDesignFiles,
  UploadRefused,
  type CheckedUpload,
} from '@landing/api/uploads';
import { HttpError } from '../http/errors.ts';
import type { FileKind, NewFile } from './store.ts';
import { listZip } from './zip.ts';

// The rules live in @landing/api/uploads so the MSW kit refuses what the server refuses.
export { maxImagePixels, maxImageSide, uploadLimits } from '@landing/api/uploads';

/** Runs a shared upload rule, answering its refusal as an HTTP error. */
async function checked<T>(rule: Promise<T>): Promise<T> {
  try {
    return await rule;
  } catch (error) {
    if (error instanceof UploadRefused) throw new HttpError(error.status, error.message);
    throw error;
  }
}

const stored = (upload: CheckedUpload, kind: FileKind, file: File): NewFile => ({
  ...upload,
  kind,
  originalName: file.name,
});

export async function checkArchive(file: File): Promise<NewFile> {
  const upload = await checked(archiveRule(file));
  // Headers only here; the real bytes are counted when the archive is unpacked (templateSites).
  listZip(upload.bytes);
  return stored(upload, 'template-archive', file);
}

/** Every file of a design form, checked before anything is stored. */
export async function checkDesignUploads(files: {
  icon?: File;
  video?: File;
  videoPreview?: File;
  screens: File[];
}) {
  const upload = await checked(checkDesignFiles(files));
  const as = (kind: FileKind, file: File | undefined, result: CheckedUpload | undefined) =>
    file && result ? stored(result, kind, file) : undefined;
  return {
    icon: as('icon', files.icon, upload.icon),
    video: as('video', files.video, upload.video),
    videoPreview: as('video-preview', files.videoPreview, upload.videoPreview),
    screens: upload.screens.map((result, i) => stored(result, 'screenshot', files.screens[i]!)),
  };
}

export async function checkCommentatorIcon(file: File): Promise<NewFile> {
  return stored(await checked(commentatorIconRule(file)), 'commentator-icon', file);
}
