import { COMMENTATOR_ICON_TYPES } from '@landing/api';
import { maxImagePixels, maxImageSide, sniffImage, uploadLimits } from '@landing/api/uploads';

export type IconImageType = (typeof COMMENTATOR_ICON_TYPES)[number];

/**
 * What an icon's bytes are, read the way the server reads them (`sniffImage`): one of the three
 * types it takes, 'outsized' when the header claims more than the server's image limits, or null
 * for anything else.
 */
export type IconBytesType = IconImageType | 'outsized' | null;

const takenTypes = new Set<string>(COMMENTATOR_ICON_TYPES);

/** The icon's type by its bytes, whatever the file's name or declared type says. */
export async function imageTypeOfBytes(bytes: Uint8Array): Promise<IconBytesType> {
  const image = await sniffImage(bytes);
  if (!image || !takenTypes.has(image.mimeType)) return null;
  const { width, height } = image;
  if (width > maxImageSide || height > maxImageSide || width * height > maxImagePixels) {
    return 'outsized';
  }
  return image.mimeType as IconImageType;
}

/**
 * Reads the file's bytes to tell its type (the real `detectIconType`). Only the first bytes up to
 * the size limit: a larger file is refused by its size anyway.
 */
export async function detectImageType(file: Blob): Promise<IconBytesType> {
  const head = await file.slice(0, uploadLimits.commentatorIcon).arrayBuffer();
  return imageTypeOfBytes(new Uint8Array(head));
}
