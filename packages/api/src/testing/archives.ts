import { concat, crc32 } from './images.ts';

/**
 * Real zip archives for tests and stories, in Node and in the browser: stored (uncompressed)
 * entries with their CRC-32, a central directory and its end record, which both back offices
 * accept as a template archive.
 */

const encoder = new TextEncoder();

function storedZip(entries: Record<string, Uint8Array>): Uint8Array<ArrayBuffer> {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const fileName = encoder.encode(name);
    const crc = crc32(content);
    const local = new Uint8Array(30 + fileName.length);
    const l = new DataView(local.buffer);
    l.setUint32(0, 0x04034b50, true);
    l.setUint16(4, 20, true);
    l.setUint32(14, crc, true);
    l.setUint32(18, content.length, true);
    l.setUint32(22, content.length, true);
    l.setUint16(26, fileName.length, true);
    local.set(fileName, 30);
    const central = new Uint8Array(46 + fileName.length);
    const c = new DataView(central.buffer);
    c.setUint32(0, 0x02014b50, true);
    c.setUint16(4, 20, true);
    c.setUint16(6, 20, true);
    c.setUint32(16, crc, true);
    c.setUint32(20, content.length, true);
    c.setUint32(24, content.length, true);
    c.setUint16(28, fileName.length, true);
    c.setUint32(42, offset, true);
    central.set(fileName, 46);
    locals.push(local, content);
    centrals.push(central);
    offset += local.length + content.length;
  }
  const directory = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = new Uint8Array(22);
  const e = new DataView(end.buffer);
  e.setUint32(0, 0x06054b50, true);
  e.setUint16(8, centrals.length, true);
  e.setUint16(10, centrals.length, true);
  e.setUint32(12, directory, true);
  e.setUint32(16, offset, true);
  return concat([...locals, ...centrals, end]);
}

/**
 * A template archive named `name`: an `index.html`, plus a `padding.txt` of spaces when
 * `minBytes` asks for a larger file (for upload progress or over-the-limit cases).
 */
export function zipFile(name: string, { minBytes = 0 }: { minBytes?: number } = {}): File {
  const entries: Record<string, Uint8Array> = {
    'index.html': encoder.encode('<html><body><h1>Template</h1></body></html>'),
  };
  const size = storedZip(entries).length;
  if (minBytes > size) {
    const overhead = 30 + 46 + 2 * 'padding.txt'.length;
    entries['padding.txt'] = new Uint8Array(Math.max(0, minBytes - size - overhead)).fill(0x20);
  }
  return new File([storedZip(entries)], name, { type: 'application/zip' });
}
