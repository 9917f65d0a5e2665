import { zipSync } from 'fflate';

/**
 * Real zip archives for tests and stories, in Node and in the browser: stored (uncompressed)
 * entries, which both back offices accept as a template archive.
 */

const encoder = new TextEncoder();

const storedZip = (entries: Record<string, Uint8Array>): Uint8Array<ArrayBuffer> =>
  zipSync(entries, { level: 0 });

/**
 * A template archive named `name`: an `index.html`, plus a `padding.txt` of spaces when
 * `minBytes` asks for a larger file (for upload progress or over-the-limit cases).
 */
export function zipFile(name: string, { minBytes = 0 }: { minBytes?: number } = {}): File {
  const entries: Record<string, Uint8Array> = {
    'index.html': encoder.encode('<html><body><h1>Template</h1></body></html>'),
  };
  if (minBytes > storedZip(entries).length) {
    // A stored entry adds its bytes one for one: the padding is what an empty one leaves short.
    const withEmptyPadding = storedZip({ ...entries, 'padding.txt': new Uint8Array() }).length;
    entries['padding.txt'] = new Uint8Array(Math.max(0, minBytes - withEmptyPadding)).fill(0x20);
  }
  return new File([storedZip(entries)], name, { type: 'application/zip' });
}
