import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats the console ships; source maps are left out (only devtools fetch them). */
const textAsset = /\.(?:html|js|mjs|css|svg|json|txt|webmanifest|xml)$/i;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `file.br` (Brotli, maximum quality) and `file.gz` beside every text asset in `dir`. */
export async function compressAssets(dir: string): Promise<string[]> {
  const compressed: string[] = [];
  for await (const path of filesUnder(dir)) {
    if (!textAsset.test(path) || !(await stat(path)).size) continue;
    const source = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
        },
      }),
      gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    compressed.push(path);
  }
  return compressed;
}

/** Vite plugin: once the build (public files included) is written, precompress its text assets. */
export function precompressedAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'landing:precompressed-assets',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      await compressAssets(outDir);
    },
  };
}
