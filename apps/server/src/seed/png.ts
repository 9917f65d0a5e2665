import { crc32, deflateSync } from 'node:zlib';

function chunk(kind: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(kind, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/**
 * A real RGB PNG of the given size: a vertical gradient between two colours (demo data and test
 * fixtures; `noise` makes it incompressible, for oversize fixtures).
 */
export function makePng(
  width: number,
  height: number,
  from: [number, number, number] = [66, 133, 244],
  to: [number, number, number] = [52, 168, 83],
  noise = false,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = width * 3 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    const t = height > 1 ? y / (height - 1) : 0;
    for (let x = 0; x < width; x++) {
      const at = y * row + 1 + x * 3;
      for (let i = 0; i < 3; i++) {
        const base = Math.round(from[i]! + (to[i]! - from[i]!) * t);
        raw[at + i] = noise ? (base + ((x * 7919 + y * 104729 + i * 31) % 251) * 977) & 0xff : base;
      }
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: noise ? 0 : 6 })),
    chunk('IEND', new Uint8Array()),
  ]);
}
