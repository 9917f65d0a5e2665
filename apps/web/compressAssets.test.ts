import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAssets } from './compressAssets.ts';

describe('compressAssets', () => {
  it('writes Brotli and gzip copies of every text asset that decode to the original', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    const script = 'export const greeting = "hello";\n'.repeat(200);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Console</title>');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    writeFileSync(join(dist, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dist, 'assets', 'index-abc.css'), 'body{margin:0}');
    writeFileSync(join(dist, 'assets', 'index-abc.js.map'), '{}');
    writeFileSync(join(dist, 'assets', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

    const done = await compressAssets(dist);

    expect(done.map((path) => path.slice(dist.length)).sort()).toEqual([
      '/assets/index-abc.css',
      '/assets/index-abc.js',
      '/index.html',
      '/robots.txt',
    ]);
    const js = join(dist, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).byteLength).toBeLessThan(script.length / 10);
    expect(existsSync(join(dist, 'assets', 'logo.png.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'index-abc.js.map.gz'))).toBe(false);
  });
});
