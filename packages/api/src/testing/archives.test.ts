import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { looksLikeZip } from '../uploads/sniff.ts';
import { zipFile } from './archives.ts';

/** The entries of a stored zip, read through its central directory. */
function entriesOf(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: Record<string, Uint8Array> = {};
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const start = local + 30 + view.getUint16(local + 26, true);
    const content = bytes.subarray(start, start + size);
    expect(crc32(content)).toBe(crc);
    entries[name] = content;
    at += 46 + nameLength;
  }
  return entries;
}

describe('zipFile', () => {
  it('writes a zip whose directory, offsets and CRCs hold, of at least the size asked', async () => {
    const small = zipFile('one.zip');
    expect([small.name, small.type]).toEqual(['one.zip', 'application/zip']);
    const bytes = new Uint8Array(await small.arrayBuffer());
    expect(looksLikeZip(bytes)).toBe(true);
    expect(new TextDecoder().decode(entriesOf(bytes)['index.html'])).toContain('<h1>Template</h1>');

    const large = zipFile('big.zip', { minBytes: 512 * 1024 });
    expect(large.size).toBe(512 * 1024);
    const entries = entriesOf(new Uint8Array(await large.arrayBuffer()));
    expect(Object.keys(entries)).toEqual(['index.html', 'padding.txt']);
  });
});
