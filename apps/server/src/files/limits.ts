import { HttpError } from '../http/errors.ts';
import { looksLikeZip, sniffImage, sniffVideo, type ImageInfo } from './sniff.ts';
import type { NewFile } from './store.ts';
import { listZip } from './zip.ts';

const MB = 1024 * 1024;

/** Upload limits by content (the spec's numbers); the name and declared type are never trusted. */
export const uploadLimits = {
  archive: 20 * MB,
  icon: 5 * MB,
  screenshot: 10 * MB,
  video: 15 * MB,
  videoPreview: 5 * MB,
  commentatorIcon: 2 * MB,
};

/** Beyond these a header is lying or the image would take gigabytes to decode on any screen. */
export const maxImageSide = 10_000;
export const maxImagePixels = 50_000_000;

/** Refuses an image whose header claims absurd dimensions, naming the upload field. */
function assertSensibleSize(image: ImageInfo, field: string): ImageInfo {
  const { width, height } = image;
  if (width > maxImageSide || height > maxImageSide || width * height > maxImagePixels) {
    throw new HttpError(
      400,
      `${field} is ${width}x${height} px: images may be at most ${maxImageSide} px a side and 50 megapixels`,
    );
  }
  return image;
}

async function bytesOf(file: File) {
  return new Uint8Array(await file.arrayBuffer());
}

export async function checkArchive(file: File): Promise<NewFile> {
  if (file.size > uploadLimits.archive) throw new HttpError(413, 'File size must not exceed 20 MB');
  const bytes = await bytesOf(file);
  if (!looksLikeZip(bytes)) throw new HttpError(415, 'Only .zip archives are allowed');
  // Headers only here; the real bytes are counted when the archive is unpacked (templateSites).
  listZip(bytes);
  return { bytes, kind: 'template-archive', mimeType: 'application/zip', originalName: file.name };
}

export async function checkIcon(file: File): Promise<NewFile> {
  if (file.size > uploadLimits.icon) throw new HttpError(413, 'Icon must be ≤ 5MB');
  const bytes = await bytesOf(file);
  const image = sniffImage(bytes);
  if (!image) throw new HttpError(415, 'Icon must be an image');
  if (image.width !== 512 || image.height !== 512) {
    throw new HttpError(400, 'Icon must be 512x512px');
  }
  return { bytes, kind: 'icon', originalName: file.name, ...image };
}

export async function checkScreenshot(file: File): Promise<NewFile> {
  if (file.size > uploadLimits.screenshot) throw new HttpError(413, 'Screenshot must be ≤ 10MB');
  const bytes = await bytesOf(file);
  const image = sniffImage(bytes);
  if (!image) {
    throw new HttpError(415, 'Invalid screenshot format. Please upload valid image files.');
  }
  return {
    bytes,
    kind: 'screenshot',
    originalName: file.name,
    ...assertSensibleSize(image, 'screens'),
  };
}

export async function checkVideo(file: File): Promise<NewFile> {
  if (file.size > uploadLimits.video) throw new HttpError(413, 'Video must be ≤ 15MB');
  const bytes = await bytesOf(file);
  const mimeType = sniffVideo(bytes);
  if (!mimeType) throw new HttpError(415, 'Video must be in MP4 or WebM format');
  return { bytes, kind: 'video', mimeType, originalName: file.name };
}

export async function checkVideoPreview(file: File): Promise<NewFile> {
  if (file.size > uploadLimits.videoPreview)
    throw new HttpError(413, 'Video preview must be ≤ 5MB');
  const bytes = await bytesOf(file);
  const image = sniffImage(bytes);
  if (!image) throw new HttpError(415, 'Video preview must be an image');
  return {
    bytes,
    kind: 'video-preview',
    originalName: file.name,
    ...assertSensibleSize(image, 'videoPreview'),
  };
}

const commentatorIconTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

export async function checkCommentatorIcon(file: File): Promise<NewFile> {
  if (file.size >= uploadLimits.commentatorIcon) {
    throw new HttpError(413, 'Icon must be less than 2MB');
  }
  const bytes = await bytesOf(file);
  const image = sniffImage(bytes);
  if (!image || !commentatorIconTypes.has(image.mimeType)) {
    throw new HttpError(415, 'Icon must be JPEG, PNG, or WebP');
  }
  return {
    bytes,
    kind: 'commentator-icon',
    originalName: file.name,
    ...assertSensibleSize(image, 'icon'),
  };
}
