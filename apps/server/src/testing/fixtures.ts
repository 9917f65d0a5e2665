import { crc32, deflateRawSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { makePng } from '../seed/png.ts';

export { makePng };

export const png = (width = 512, height = 512) =>
  new Blob([new Uint8Array(makePng(width, height))], { type: 'image/png' });

/** A PNG over `bytes` in size: incompressible pixels. */
export function largePng(bytes: number) {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 8;
  return new Blob([new Uint8Array(makePng(side, side, [1, 2, 3], [200, 100, 50], true))], {
    type: 'image/png',
  });
}

export const templateZip = (
  html = '<html><head><title>Custom</title></head><body><h1>Custom landing</h1></body></html>',
  more: Record<string, Uint8Array> = {},
) =>
  new Blob(
    [
      zipSync({
        'index.html': strToU8(html),
        'css/site.css': strToU8('h1 { color: teal; }'),
        ...more,
      }),
    ],
    {
      type: 'application/zip',
    },
  );

/** A zip of one entry of zeroes that deflates tiny and inflates past the unpacked limit. */
export const zipBomb = () =>
  new Blob([zipSync({ 'zeros.bin': new Uint8Array(120 * 1024 * 1024) }, { level: 9 })], {
    type: 'application/zip',
  });

/** Random bytes: a file no detector recognises. */
export function noise(size: number, typeHint = 'application/octet-stream') {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 2654435761) >>> 24;
  return new Blob([bytes], { type: typeHint });
}

/** An MP4 header (an `ftyp` box) followed by `size` bytes of payload. */
export function mp4(size = 1024) {
  const bytes = new Uint8Array(size + 32);
  bytes.set([0, 0, 0, 0x20], 0);
  bytes.set(strToU8('ftypisom'), 4);
  bytes.set(strToU8('isomiso2avc1mp41'), 12);
  return new Blob([bytes], { type: 'video/mp4' });
}

export function webm(size = 1024) {
  const bytes = new Uint8Array(size + 4);
  bytes.set([0x1a, 0x45, 0xdf, 0xa3], 0);
  return new Blob([bytes], { type: 'video/webm' });
}

/** A JPEG-looking name on GIF bytes: the server must read the content, not the name. */
export const gifNamedJpeg = () => {
  const gif = new Uint8Array([
    0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x2c, 0,
    0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3b,
  ]);
  return new Blob([gif], { type: 'image/jpeg' });
};

export function form(fields: Record<string, string | [Blob, string] | [Blob, string][]>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') body.append(name, value);
    else if (Array.isArray(value[0]))
      for (const [blob, file] of value as [Blob, string][]) body.append(name, blob, file);
    else body.append(name, (value as [Blob, string])[0], (value as [Blob, string])[1]);
  }
  return body;
}

/** Only a PNG signature and header claiming the given size: what a decompression bomb sends. */
export function pngClaiming(width: number, height: number) {
  const header = new Uint8Array(8 + 8 + 13 + 4);
  const view = new DataView(header.buffer);
  header.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  view.setUint32(8, 13);
  header.set([0x49, 0x48, 0x44, 0x52], 12); // IHDR
  view.setUint32(16, width);
  view.setUint32(20, height);
  header.set([8, 2, 0, 0, 0], 24); // 8-bit RGB
  return new Blob([header], { type: 'image/png' });
}

/**
 * A zip of deflated entries built with node's zlib (5 times faster than fflate on large input):
 * `{ 'index.html': 99 MB of spaces }` is a ~100 KB archive.
 */
export function deflatedZip(entries: Record<string, Uint8Array>): Blob {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const fileName = Buffer.from(name);
    const data = deflateRawSync(content, { level: 9 });
    const crc = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Blob([Buffer.concat([...locals, directory, end])], { type: 'application/zip' });
}
