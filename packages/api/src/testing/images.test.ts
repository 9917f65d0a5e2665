import { inflateSync } from 'node:zlib';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { gifFile, pngBytes, pngFile } from './images.ts';

/** The chunks of a PNG, each checked against its CRC by re-encoding it with node's zlib. */
function chunksOf(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: { kind: string; body: Uint8Array; crc: number }[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = view.getUint32(at);
    const kind = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const body = bytes.subarray(at + 8, at + 8 + length);
    chunks.push({ kind, body, crc: view.getUint32(at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

describe('pngBytes', () => {
  it('writes a PNG whose header, CRCs and zlib stream a decoder accepts', async () => {
    const { crc32 } = await import('node:zlib');
    const bytes = pngBytes(512, 512, { colour: '#ef4444' });
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks = chunksOf(bytes);
    expect(chunks.map((c) => c.kind)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    for (const { kind, body, crc } of chunks) {
      expect(crc32(Buffer.concat([Buffer.from(kind), body]))).toBe(crc);
    }
    expect([...chunks[1]!.body]).toEqual([0xef, 0x44, 0x44]);
    // inflateSync checks the Adler-32 trailer; every row is a filter byte and 64 bytes of pixels.
    expect(inflateSync(chunks[2]!.body)).toEqual(Buffer.alloc(65 * 512));
    expect(imageSize(bytes)).toMatchObject({ type: 'png', width: 512, height: 512 });
  });

  it('splits pixels over several stored blocks and keeps odd sizes', () => {
    const bytes = pngBytes(4001, 300); // 501 bytes a row: 150 300 bytes, three blocks
    expect(inflateSync(chunksOf(bytes)[2]!.body).length).toBe(502 * 300);
    expect(imageSize(bytes)).toMatchObject({ width: 4001, height: 300 });
  });

  it('pads a file to a size with a comment, still a PNG of the same size', () => {
    const bytes = pngBytes(512, 512, { minBytes: 6 * 1024 * 1024 });
    expect(bytes.length).toBe(6 * 1024 * 1024);
    expect(chunksOf(bytes).map((c) => c.kind)).toEqual(['IHDR', 'PLTE', 'IDAT', 'tEXt', 'IEND']);
    expect(imageSize(bytes)).toMatchObject({ width: 512, height: 512 });
  });

  it('refuses a colour that is not #rrggbb', () => {
    expect(() => pngBytes(1, 1, { colour: 'red' })).toThrow('#rrggbb');
  });
});

describe('pngFile and gifFile', () => {
  it('name their files and declare their types', async () => {
    const png = pngFile('one.png', 90, 160);
    expect([png.name, png.type]).toEqual(['one.png', 'image/png']);
    expect(imageSize(new Uint8Array(await png.arrayBuffer()))).toMatchObject({ width: 90 });
    const gif = gifFile();
    expect(imageSize(new Uint8Array(await gif.arrayBuffer()))).toMatchObject({ type: 'gif' });
  });
});
