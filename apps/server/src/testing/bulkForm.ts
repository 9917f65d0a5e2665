import { uploadLimits } from '@landing/api/uploads';
import { makePng } from '../seed/png.ts';
import type { BulkSegment } from './bulkRequest.ts';

/** A form part: a text field, or a file of real header bytes padded to `size` with filler. */
export type BulkPart =
  | { name: string; value: string }
  | { name: string; fileName: string; head: Uint8Array; size: number };

/**
 * A multipart body as `sendBulk` segments: the parts' headers and file heads as bytes, their
 * padding as counts, so a 125 MB form costs the test a few KB. The filler ('a') never forms the
 * boundary.
 */
export function bulkForm(parts: BulkPart[], boundary = 'bulk-form-boundary') {
  const segments: BulkSegment[] = [];
  for (const part of parts) {
    if ('value' in part) {
      segments.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
      continue;
    }
    segments.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.from(part.head),
      part.size - part.head.length,
      Buffer.from('\r\n'),
    );
  }
  segments.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, segments };
}

const mp4Head = () => {
  const head = Buffer.alloc(32);
  head.writeUInt32BE(0x20, 0);
  head.write('ftypisomisomiso2avc1mp41', 4, 'ascii');
  return head;
};

/**
 * The largest design form the limits take, 125 MB: a 5 MB icon, a 15 MB video, a 5 MB preview
 * and 10 screenshots of 10 MB, each a valid header padded to its limit.
 */
export function largestDesign(name: string) {
  return bulkForm([
    { name: 'name', value: name },
    { name: 'icon', fileName: 'icon.png', head: makePng(512, 512), size: uploadLimits.icon },
    { name: 'video', fileName: 'clip.mp4', head: mp4Head(), size: uploadLimits.video },
    {
      name: 'videoPreview',
      fileName: 'preview.png',
      head: makePng(90, 160),
      size: uploadLimits.videoPreview,
    },
    ...Array.from({ length: 10 }, (_, i) => ({
      name: 'screens',
      fileName: `screen-${i}.png`,
      head: makePng(90, 160),
      size: uploadLimits.screenshot,
    })),
  ]);
}
