import { openAsBlob } from 'node:fs';
import { readFile } from 'node:fs/promises';
import {
  checkArchive as archiveRule,
  checkCommentatorIcon as commentatorIconRule,
  checkDesignFiles,
  UploadRefused,
  type CheckedUpload,
} from '@landing/api/uploads';
import { HttpError } from '../http/errors.ts';
import type { SpooledFile } from '../http/formSpool.ts';
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

/** A spooled file as the Blob the shared rules read: on disk, read only where they look. */
const contentOf = (file: SpooledFile) => openAsBlob(file.path);

const stored = (upload: CheckedUpload, kind: FileKind, file: SpooledFile): NewFile => ({
  mimeType: upload.mimeType,
  width: upload.width,
  height: upload.height,
  kind,
  originalName: file.name,
  spooled: file,
});

/** A checked template archive to store, with its bytes (at most 20 MB) to unpack. */
export async function checkArchive(
  file: SpooledFile,
): Promise<{ file: NewFile; bytes: Uint8Array }> {
  const upload = await checked(archiveRule(await contentOf(file)));
  const bytes = new Uint8Array(await readFile(file.path));
  // Headers only here; the real bytes are counted when the archive is unpacked (templateSites).
  listZip(bytes);
  return { file: stored(upload, 'template-archive', file), bytes };
}

/** Every file of a design form, checked before anything is stored. */
export async function checkDesignUploads(files: {
  icon?: SpooledFile | undefined;
  video?: SpooledFile | undefined;
  videoPreview?: SpooledFile | undefined;
  screens: SpooledFile[];
}) {
  const content = async (file: SpooledFile | undefined) => file && (await contentOf(file));
  const upload = await checked(
    checkDesignFiles({
      icon: await content(files.icon),
      video: await content(files.video),
      videoPreview: await content(files.videoPreview),
      screens: await Promise.all(files.screens.map(contentOf)),
    }),
  );
  const as = (kind: FileKind, file: SpooledFile | undefined, result: CheckedUpload | undefined) =>
    file && result ? stored(result, kind, file) : undefined;
  return {
    icon: as('icon', files.icon, upload.icon),
    video: as('video', files.video, upload.video),
    videoPreview: as('video-preview', files.videoPreview, upload.videoPreview),
    screens: upload.screens.map((result, i) => stored(result, 'screenshot', files.screens[i]!)),
  };
}

export async function checkCommentatorIcon(file: SpooledFile): Promise<NewFile> {
  return stored(
    await checked(commentatorIconRule(await contentOf(file))),
    'commentator-icon',
    file,
  );
}
