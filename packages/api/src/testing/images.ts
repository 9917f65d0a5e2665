/**
 * Real image files for tests and stories, in Node and in the browser alike: a PNG of any size,
 * one colour, written as an indexed 1-bit image whose pixels are stored in uncompressed deflate
 * blocks (so a 512x512 icon is about 33 KB and needs no zlib). Both back offices read the size
 * from the header, and a browser decodes it like any other PNG.
 */

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  // 5552 bytes is the most that can be summed before the 32-bit sums need their modulo.
  for (let start = 0; start < bytes.length; start += 5552) {
    const end = Math.min(start + 5552, bytes.length);
    for (let i = start; i < end; i++) {
      a += bytes[i]!;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** The parts one after another in one array. */
export const concat = (parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

function chunk(kind: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, body.length);
  out.set(ascii(kind), 4);
  out.set(body, 8);
  view.setUint32(8 + body.length, crc32(out.subarray(4, 8 + body.length)));
  return out;
}

/** A zlib stream of stored (uncompressed) deflate blocks. */
function storedZlib(raw: Uint8Array): Uint8Array {
  const blocks: Uint8Array[] = [Uint8Array.of(0x78, 0x01)];
  for (let start = 0; start === 0 || start < raw.length; start += 0xffff) {
    const part = raw.subarray(start, start + 0xffff);
    const header = new Uint8Array(5);
    const view = new DataView(header.buffer);
    header[0] = start + 0xffff >= raw.length ? 1 : 0; // BFINAL, BTYPE 00
    view.setUint16(1, part.length, true);
    view.setUint16(3, ~part.length & 0xffff, true);
    blocks.push(header, part);
  }
  const trailer = new Uint8Array(4);
  new DataView(trailer.buffer).setUint32(0, adler32(raw));
  return concat([...blocks, trailer]);
}

const hexColour = (colour: string) => {
  const hex = /^#?([\da-f]{6})$/i.exec(colour)?.[1];
  if (!hex) throw new Error(`pngBytes: colour must be #rrggbb, got ${colour}`);
  return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
};

export interface PngOptions {
  /** The one colour of every pixel, `#rrggbb`; default a blue. */
  colour?: string;
  /** Pads the file (a `tEXt` comment) to at least this many bytes: a real image over a limit. */
  minBytes?: number;
}

/** The bytes of a valid `width`x`height` PNG. */
export function pngBytes(
  width: number,
  height: number,
  options: PngOptions = {},
): Uint8Array<ArrayBuffer> {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 1; // bit depth
  header[9] = 3; // indexed colour
  const row = Math.ceil(width / 8) + 1; // filter byte 0, then every pixel index 0
  const parts = [
    Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    chunk('IHDR', header),
    chunk('PLTE', Uint8Array.from(hexColour(options.colour ?? '#3b82f6'))),
    chunk('IDAT', storedZlib(new Uint8Array(row * height))),
  ];
  const end = chunk('IEND', new Uint8Array());
  const size = parts.reduce((sum, part) => sum + part.length, end.length);
  if (options.minBytes !== undefined && options.minBytes > size) {
    const keyword = ascii('Comment\0');
    const text = new Uint8Array(Math.max(0, options.minBytes - size - 12 - keyword.length));
    parts.push(chunk('tEXt', concat([keyword, text.fill(0x20)])));
  }
  return concat([...parts, end]);
}

/** A PNG file of the given size, named `name`. */
export const pngFile = (name: string, width: number, height: number, options?: PngOptions) =>
  new File([pngBytes(width, height, options)], name, { type: 'image/png' });

/** A 1x1 GIF: a real image that is not JPEG, PNG or WebP. */
export const gifFile = (name = 'icon.gif') =>
  new File(
    [
      Uint8Array.of(
        0x47,
        0x49,
        0x46,
        0x38,
        0x39,
        0x61,
        1,
        0,
        1,
        0,
        0x80,
        0,
        0,
        0,
        0,
        0,
        0xff,
        0xff,
        0xff,
        0x2c,
        0,
        0,
        0,
        0,
        1,
        0,
        1,
        0,
        0,
        2,
        2,
        0x44,
        0x01,
        0,
        0x3b,
      ),
    ],
    name,
    { type: 'image/gif' },
  );
