import { imageFactsOf, type ImageFacts } from '@landing/machines';

/** Whether the browser decodes the file's real pixels. */
async function browserDecodes(file: Blob): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

/**
 * A file's size as its header claims, the way the server reads it; null when it is empty, not an
 * image the server knows, or not one the browser decodes.
 */
export const imageFactsOfFile = (file: File): Promise<ImageFacts> =>
  imageFactsOf(file, browserDecodes);

export const FRAME_FILE_NAME = 'video-preview.png';

/** Draws the video's current frame into a PNG file, locally (no upload). */
export async function captureVideoFrame(source: unknown): Promise<File> {
  if (!(source instanceof HTMLVideoElement) || source.videoWidth === 0) {
    throw new Error('No video frame to capture');
  }
  const canvas = document.createElement('canvas');
  canvas.width = source.videoWidth;
  canvas.height = source.videoHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The frame could not be encoded');
  return new File([blob], FRAME_FILE_NAME, { type: 'image/png' });
}

/** A stored video's bytes (editor.md §7: fetched as a cross-origin blob for capture). */
export async function fetchBlob(url: string): Promise<Blob> {
  const response = await fetch(url, { mode: 'cors' });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return response.blob();
}
