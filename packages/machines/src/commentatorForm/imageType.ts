export type IconImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type by its first bytes, whatever the file's name or declared type says: JPEG
 * (FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A) or WebP (RIFF....WEBP); anything else is null.
 */
export function imageTypeOfBytes(bytes: Uint8Array): IconImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** Reads a file's first bytes to tell its image type (the real `detectIconType`). */
export async function detectImageType(file: Blob): Promise<IconImageType | null> {
  const head = await file.slice(0, 12).arrayBuffer();
  return imageTypeOfBytes(new Uint8Array(head));
}
