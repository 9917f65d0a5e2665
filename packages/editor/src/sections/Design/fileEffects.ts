import type { ImageFacts, VideoFormat } from '@landing/machines';

/** A file's real pixels as the browser decodes them; null when it is empty or not an image. */
export async function imageFactsOf(file: File): Promise<ImageFacts> {
  if (file.size === 0) return null;
  try {
    const bitmap = await createImageBitmap(file);
    const facts = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return facts;
  } catch {
    return null;
  }
}

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** MP4 (an `ftyp` box first) or WebM (the EBML magic number) by the file's first bytes. */
export function videoFormatOfBytes(bytes: Uint8Array): VideoFormat {
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') return 'mp4';
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf) {
    return bytes[3] === 0xa3 ? 'webm' : null;
  }
  return null;
}

export async function videoFormatOf(file: File): Promise<VideoFormat> {
  return videoFormatOfBytes(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
}

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
