import type { ImageSize } from '@landing/machines';

/** The file's real pixel size as the browser decodes it; rejects when it is no image. */
export async function readImageSize(file: Blob): Promise<ImageSize> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}
