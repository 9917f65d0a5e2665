export type ImageInfo = { mimeType: string; width: number; height: number };

const imageMime: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  avif: 'image/avif',
  heif: 'image/heif',
  svg: 'image/svg+xml',
};

/**
 * Reads the image header; undefined when the bytes are not an image we know. The header reader
 * (image-size) loads with the first file checked: the editor's and the templates' first load do
 * not wait for it (issue 31).
 */
export async function sniffImage(bytes: Uint8Array): Promise<ImageInfo | undefined> {
  const { imageSize } = await import('image-size');
  try {
    const info = imageSize(bytes);
    const mimeType = info.type ? imageMime[info.type] : undefined;
    // SVG can carry scripts: never accepted as an uploaded image.
    if (!mimeType || info.type === 'svg' || !info.width || !info.height) return undefined;
    return { mimeType, width: info.width, height: info.height };
  } catch {
    return undefined;
  }
}

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

export function sniffVideo(bytes: Uint8Array): string | undefined {
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') return 'video/mp4';
  if (
    bytes.length >= 4 &&
    bytes[0] === 0x1a &&
    bytes[1] === 0x45 &&
    bytes[2] === 0xdf &&
    bytes[3] === 0xa3
  ) {
    return 'video/webm';
  }
  return undefined;
}

export const looksLikeZip = (bytes: Uint8Array) =>
  bytes.length >= 22 &&
  bytes[0] === 0x50 &&
  bytes[1] === 0x4b &&
  bytes[2] === 0x03 &&
  bytes[3] === 0x04;
