import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Unzip, UnzipInflate } from 'fflate';
import { HttpError } from '../http/errors.ts';
import {
  archiveLimits,
  listZip,
  notAZip,
  pageOf,
  sizeText,
  tooLarge,
  unpackedTooLarge,
  type ArchiveLimits,
  type ZipListing,
} from './zip.ts';

/** What `unpackArchive` leaves in its folder besides `files/`. */
export type SiteManifest = { index: string | null };

export const SITE_FILES = 'files';
export const SITE_MANIFEST = 'manifest.json';

/**
 * Compressed bytes fed to the inflater per turn of the event loop. Deflate expands at most about
 * 1000 times, so one turn writes at most ~16 MB and other requests run in between.
 */
const SLICE = 16 * 1024;

/**
 * Unpacks a template archive into `dest` (`dest/files/...` and `dest/manifest.json`), counting
 * the bytes that really come out: an entry whose headers lie is stopped at its cap, not after.
 * The work is done in small slices with the event loop free in between, written to disk as it
 * comes (never the whole content in memory), into a staging folder renamed into place at the
 * end, so a half-unpacked site is never served. Refusals are HttpErrors naming the file.
 */
export async function unpackArchive(
  bytes: Uint8Array,
  dest: string,
  limits: ArchiveLimits = archiveLimits,
): Promise<SiteManifest> {
  const listing = listZip(bytes, limits);
  const staging = `${dest}.partial-${randomBytes(6).toString('hex')}`;
  const root = join(staging, SITE_FILES);
  try {
    await mkdir(root, { recursive: true });
    for (const folder of new Set([...listing.files.keys()].map((name) => dirname(name)))) {
      await mkdir(join(root, folder), { recursive: true });
    }
    const written = await inflateInto(bytes, root, listing, limits);
    const index = pageOf(written.keys());
    const pageSize = index === undefined ? 0 : (written.get(index) ?? 0);
    if (index !== undefined && pageSize > limits.maxPageBytes) {
      throw tooLarge(index, sizeText(pageSize), limits, true);
    }
    const manifest: SiteManifest = { index: index ?? null };
    await writeFile(join(staging, SITE_MANIFEST), JSON.stringify(manifest));
    await rm(dest, { recursive: true, force: true });
    await rename(staging, dest);
    return manifest;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** Resolves on `event` or when the stream closes (errors included), whichever comes first. */
const settled = (stream: WriteStream, event: 'drain' | 'close') =>
  stream.closed
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        stream.once(event, () => resolve());
        stream.once('close', () => resolve());
      });

/** Streams every listed entry to `root/<name>`; answers the real size of each. */
async function inflateInto(
  bytes: Uint8Array,
  root: string,
  listing: ZipListing,
  limits: ArchiveLimits,
): Promise<Map<string, number>> {
  const listed = listing.files;
  const written = new Map<string, number>();
  const streams: WriteStream[] = [];
  const closing: Promise<unknown>[] = [];
  let total = 0;
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
  };

  const unzip = new Unzip((file) => {
    if (failure || file.name.endsWith('/')) return;
    // The local headers the stream reads must name what the central directory listed.
    if (!listed.has(file.name) || written.has(file.name)) return fail(notAZip());
    if (file.compression !== 0 && file.compression !== 8) {
      return fail(new HttpError(415, `Unsupported compression in "${file.name}"`));
    }
    const out = createWriteStream(join(root, file.name), { flags: 'wx' });
    streams.push(out);
    closing.push(settled(out, 'close'));
    out.on('error', () => fail(notAZip()));
    written.set(file.name, 0);
    const page = file.name === listing.index;
    const cap = page ? limits.maxPageBytes : limits.maxEntryBytes;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) return fail(notAZip());
      const size = (written.get(file.name) ?? 0) + chunk.length;
      written.set(file.name, size);
      total += chunk.length;
      if (total > limits.maxUnpackedBytes) fail(unpackedTooLarge());
      else if (size > cap) {
        fail(tooLarge(file.name, `more than ${sizeText(cap)}`, limits, page));
      }
      if (failure) {
        file.terminate();
        out.destroy();
        return;
      }
      out.write(Buffer.from(chunk));
      if (final) out.end();
    };
    file.start();
  });
  unzip.register(UnzipInflate);

  for (let at = 0; at < bytes.length && !failure; at += SLICE) {
    try {
      unzip.push(bytes.subarray(at, at + SLICE), at + SLICE >= bytes.length);
    } catch {
      fail(notAZip());
    }
    await Promise.all(streams.filter((s) => s.writableNeedDrain).map((s) => settled(s, 'drain')));
    await nextTurn();
  }
  for (const out of streams) if (!out.writableEnded && !out.destroyed) out.end();
  await Promise.all(closing);
  if (failure) throw failure;
  if (written.size !== listed.size) throw notAZip();
  return written;
}
