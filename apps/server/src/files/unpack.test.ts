import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { unpackArchive } from './unpack.ts';
import { listZip, type ArchiveLimits } from './zip.ts';

const small: ArchiveLimits = {
  maxEntries: 20,
  maxUnpackedBytes: 10_000,
  maxEntryBytes: 4096,
  maxPageBytes: 1024,
};

/** Rewrites the declared sizes (local header and central directory) to lie about the content. */
function declaring(archive: Uint8Array, size: number) {
  const lying = Uint8Array.from(archive);
  const view = new DataView(lying.buffer);
  for (let at = 0; at < lying.length - 4; at++) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50) view.setUint32(at + 22, size, true);
    if (signature === 0x02014b50) view.setUint32(at + 24, size, true);
  }
  return lying;
}

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { status, message } = error as HttpError;
  return { status, message };
}

const freshDir = () => join(mkdtempSync(join(tmpdir(), 'landing-unpack-')), 'site');

describe('template archives: listing and unpacking', () => {
  it('unpacks every file under files/ with a manifest naming the shallowest index.html', async () => {
    const dest = freshDir();
    const manifest = await unpackArchive(
      zipSync({
        'site/index.html': strToU8('<h1>Page</h1>'),
        'site/about/index.html': strToU8('<h1>About</h1>'),
        'site/css/a.css': strToU8('h1{}'),
        'empty/': new Uint8Array(0),
      }),
      dest,
      small,
    );
    expect(manifest).toEqual({ index: 'site/index.html' });
    expect(JSON.parse(readFileSync(join(dest, 'manifest.json'), 'utf8'))).toEqual(manifest);
    expect(readFileSync(join(dest, 'files/site/css/a.css'), 'utf8')).toBe('h1{}');
    expect(readFileSync(join(dest, 'files/site/about/index.html'), 'utf8')).toBe('<h1>About</h1>');
    // No staging folder is left next to it.
    expect(readdirSync(join(dest, '..'))).toEqual(['site']);
  });

  it('refuses by the headers, before inflating anything: entries, page and file caps name the file', () => {
    const many = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [`f${i}.txt`, strToU8('x')]),
    );
    expect(() => listZip(zipSync(many), small)).toThrow('The archive has more than 20 entries');
    expect(() => listZip(zipSync({ 'index.html': new Uint8Array(1500) }), small)).toThrow(
      '"index.html" unpacks to 1.5 KB; a template\'s index.html may be at most 1 KB',
    );
    // The headers say 99 MB: refused without inflating a byte.
    const page = declaring(zipSync({ 'index.html': strToU8('<p>page</p>') }), 99 * 1024 * 1024);
    expect(() => listZip(page)).toThrow(
      '"index.html" unpacks to 99 MB; a template\'s index.html may be at most 2 MB',
    );
    const clip = declaring(zipSync({ 'v/clip.mp4': strToU8('clip') }), 21 * 1024 * 1024);
    expect(() => listZip(clip)).toThrow(
      '"v/clip.mp4" unpacks to 21 MB; a file in a template may be at most 20 MB',
    );
    const many100 = Object.fromEntries(
      Array.from({ length: 6 }, (_, i) => [`part${i}.bin`, strToU8('x')]),
    );
    expect(() => listZip(declaring(zipSync(many100), 19 * 1024 * 1024))).toThrow(
      'The archive unpacks to more than 100 MB',
    );
  });

  it.each([
    ['../evil.js'],
    ['site/../../evil.js'],
    ['/etc/passwd'],
    ['C:/evil.js'],
    ['a\\..\\evil.js'],
    ['a//b.js'],
  ])('refuses the zip-slip path %j with 400 naming it', async (name) => {
    const archive = zipSync({ 'index.html': strToU8('<p>ok</p>'), [name]: strToU8('x') });
    const answer = await refusal(unpackArchive(archive, freshDir(), small));
    expect(answer).toEqual({
      status: 400,
      message: `"${name}" is not a safe path inside the archive`,
    });
  });

  it('counts the bytes that really come out: a lying entry is stopped at its cap and nothing is left', async () => {
    const dest = freshDir();
    const lyingFile = declaring(zipSync({ 'a.bin': new Uint8Array(5000) }), 10);
    expect(await refusal(unpackArchive(lyingFile, dest, small))).toEqual({
      status: 413,
      message: '"a.bin" unpacks to more than 4 KB; a file in a template may be at most 4 KB',
    });
    expect(existsSync(dest)).toBe(false);
    expect(readdirSync(join(dest, '..'))).toEqual([]);

    const lyingPage = declaring(zipSync({ 'index.html': new Uint8Array(3000) }), 10);
    expect((await refusal(unpackArchive(lyingPage, dest, small))).message).toBe(
      '"index.html" unpacks to more than 1 KB; a template\'s index.html may be at most 1 KB',
    );
    const lyingTotal = declaring(
      zipSync({
        'a.bin': new Uint8Array(3500),
        'b.bin': new Uint8Array(3500),
        'c.bin': new Uint8Array(3500),
      }),
      10,
    );
    expect((await refusal(unpackArchive(lyingTotal, dest, small))).message).toBe(
      'The archive unpacks to more than 100 MB',
    );
    expect(existsSync(dest)).toBe(false);
  });

  it('refuses repeated names and a name that is both a file and a folder', async () => {
    expect(
      await refusal(
        unpackArchive(zipSync({ a: strToU8('x'), 'a/b.txt': strToU8('y') }), freshDir(), small),
      ),
    ).toEqual({ status: 400, message: '"a" is both a file and a folder' });
  });
});
