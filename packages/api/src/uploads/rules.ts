import {
  COMMENTATOR_ICON_MAX_BYTES,
  COMMENTATOR_ICON_TYPES,
  ICON_MAX_BYTES,
  ICON_SIZE_PX,
  TEMPLATE_ARCHIVE_MAX_BYTES,
  VIDEO_MAX_BYTES,
} from '../constants.ts';
import { looksLikeZip, sniffImage, sniffVideo, type ImageInfo } from './sniff.ts';

const MB = 1024 * 1024;

/** Upload limits by content (the spec's numbers); the name and declared type are never trusted. */
export const uploadLimits = {
  archive: TEMPLATE_ARCHIVE_MAX_BYTES,
  icon: ICON_MAX_BYTES,
  screenshot: 10 * MB,
  video: VIDEO_MAX_BYTES,
  videoPreview: 5 * MB,
  commentatorIcon: COMMENTATOR_ICON_MAX_BYTES,
};

/** Beyond these a header is lying or the image would take gigabytes to decode on any screen. */
export const maxImageSide = 10_000;
export const maxImagePixels = 50_000_000;

/** A design holds at most this many screenshots. */
export const maxDesignScreens = 10;

/** Why an upload is refused: the HTTP status and the message both back offices answer. */
export class UploadRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'UploadRefused';
  }
}

/** A file that passed its checks, with the type and size read from its bytes. */
export type CheckedUpload = {
  mimeType: string;
  width?: number;
  height?: number;
};

/** Refuses an image whose header claims absurd dimensions, naming the upload field. */
function assertSensibleSize(image: ImageInfo, field: string): ImageInfo {
  const { width, height } = image;
  if (width > maxImageSide || height > maxImageSide || width * height > maxImagePixels) {
    throw new UploadRefused(
      400,
      `${field} is ${width}x${height} px: images may be at most ${maxImageSide} px a side and 50 megapixels`,
    );
  }
  return image;
}

/**
 * What the checks read of a file: its first 512 KB, as image-size reads a file from disk. Every
 * header they look at lies there, and a file of any size costs no more than that to check (the
 * server hands them files it spooled to disk).
 */
const sniffBytes = 512 * 1024;
const head = async (file: Blob) => new Uint8Array(await file.slice(0, sniffBytes).arrayBuffer());

/** A template archive: at most 20 MB and a zip by its bytes (the server then lists it). */
export async function checkArchive(file: Blob): Promise<CheckedUpload> {
  if (file.size > uploadLimits.archive) {
    throw new UploadRefused(413, 'File size must not exceed 20 MB');
  }
  if (file.size < 22 || !looksLikeZip(await head(file))) {
    throw new UploadRefused(415, 'Only .zip archives are allowed');
  }
  return { mimeType: 'application/zip' };
}

export async function checkIcon(file: Blob): Promise<CheckedUpload> {
  if (file.size > uploadLimits.icon) throw new UploadRefused(413, 'Icon must be ≤ 5MB');
  const image = await sniffImage(await head(file));
  if (!image) throw new UploadRefused(415, 'Icon must be an image');
  if (image.width !== ICON_SIZE_PX || image.height !== ICON_SIZE_PX) {
    throw new UploadRefused(400, 'Icon must be 512x512px');
  }
  return image;
}

export async function checkScreenshot(file: Blob): Promise<CheckedUpload> {
  if (file.size > uploadLimits.screenshot) {
    throw new UploadRefused(413, 'Screenshot must be ≤ 10MB');
  }
  const image = await sniffImage(await head(file));
  if (!image) {
    throw new UploadRefused(415, 'Invalid screenshot format. Please upload valid image files.');
  }
  return assertSensibleSize(image, 'screens');
}

export async function checkVideo(file: Blob): Promise<CheckedUpload> {
  if (file.size > uploadLimits.video) throw new UploadRefused(413, 'Video must be ≤ 15MB');
  const mimeType = sniffVideo(await head(file));
  if (!mimeType) throw new UploadRefused(415, 'Video must be in MP4 or WebM format');
  return { mimeType };
}

export async function checkVideoPreview(file: Blob): Promise<CheckedUpload> {
  if (file.size > uploadLimits.videoPreview) {
    throw new UploadRefused(413, 'Video preview must be ≤ 5MB');
  }
  const image = await sniffImage(await head(file));
  if (!image) throw new UploadRefused(415, 'Video preview must be an image');
  return assertSensibleSize(image, 'videoPreview');
}

const commentatorIconTypes = new Set<string>(COMMENTATOR_ICON_TYPES);

export async function checkCommentatorIcon(file: Blob): Promise<CheckedUpload> {
  if (file.size >= uploadLimits.commentatorIcon) {
    throw new UploadRefused(413, 'Icon must be less than 2MB');
  }
  const image = await sniffImage(await head(file));
  if (!image || !commentatorIconTypes.has(image.mimeType)) {
    throw new UploadRefused(415, 'Icon must be JPEG, PNG, or WebP');
  }
  return assertSensibleSize(image, 'icon');
}

/** One after another, so the first bad file is the one reported, whatever the timing. */
async function checkEach(files: Blob[], check: (file: Blob) => Promise<CheckedUpload>) {
  const checked: CheckedUpload[] = [];
  for (const file of files) checked.push(await check(file));
  return checked;
}

/** A design form's files, each checked; one bad file refuses the whole request. */
export interface DesignFiles {
  icon?: Blob;
  video?: Blob;
  videoPreview?: Blob;
  screens: Blob[];
}

/**
 * Checks every file of a design form, in the order both back offices report them: too many
 * screens, then the icon, the video, its preview, and the screens.
 */
export async function checkDesignFiles(files: DesignFiles) {
  if (files.screens.length > maxDesignScreens) {
    throw new UploadRefused(400, `screens: at most ${maxDesignScreens} screenshots`);
  }
  return {
    icon: files.icon ? await checkIcon(files.icon) : undefined,
    video: files.video ? await checkVideo(files.video) : undefined,
    videoPreview: files.videoPreview ? await checkVideoPreview(files.videoPreview) : undefined,
    screens: await checkEach(files.screens, checkScreenshot),
  };
}
