import { unzipSync } from 'fflate';
import { HttpError } from '../http/errors.ts';

const MB = 1024 * 1024;

/**
 * What a template archive may hold. The preview reads index.html whole (to put a <base> in its
 * head) and streams every other file, so the page has the small cap and other files the cap of
 * the archive itself: an incompressible file cannot be larger anyway, only a compressible one
 * can, and that is what a memory attack would use. See docs/decisions.md.
 */
export const archiveLimits = {
  maxEntries: 2000,
  maxUnpackedBytes: 100 * MB,
  maxEntryBytes: 20 * MB,
  maxPageBytes: 2 * MB,
};

export type ArchiveLimits = typeof archiveLimits;

export type ZipListing = {
  /** Files (not folders) by name, with the size their headers declare. */
  files: Map<string, number>;
  /** The page the preview renders: the shallowest index.html, or undefined. */
  index: string | undefined;
};

/** `2 MB`, `94.4 MB`, `1.5 KB`: sizes in refusals. */
export const sizeText = (bytes: number) =>
  bytes >= MB ? `${+(bytes / MB).toFixed(1)} MB` : `${+(bytes / 1024).toFixed(1)} KB`;

export const tooLarge = (name: string, size: string, limits: ArchiveLimits, page: boolean) =>
  new HttpError(
    413,
    page
      ? `"${name}" unpacks to ${size}; a template's index.html may be at most ${sizeText(limits.maxPageBytes)}`
      : `"${name}" unpacks to ${size}; a file in a template may be at most ${sizeText(limits.maxEntryBytes)}`,
  );

export const unpackedTooLarge = () => new HttpError(413, 'The archive unpacks to more than 100 MB');
export const notAZip = () => new HttpError(415, 'The archive is not a valid zip file');

/**
 * Why an entry name cannot become a path under the template's folder (zip-slip), or undefined.
 * Folder entries end with '/'.
 */
export function unsafeEntryName(name: string): boolean {
  const path = name.endsWith('/') ? name.slice(0, -1) : name;
  if (path === '' || path.length > 1024) return true;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(path) || path.startsWith('/') || /^[a-zA-Z]:/.test(path)) {
    return true;
  }
  return path.split('/').some((segment) => segment === '' || segment === '.' || segment === '..');
}

export const isFolderEntry = (name: string) => name.endsWith('/');

const folderPrefixes = (name: string) =>
  name
    .split('/')
    .slice(0, -1)
    .map((_, at, segments) => segments.slice(0, at + 1).join('/'));

/** The shallowest index.html among `names`, or undefined. */
export function pageOf(names: Iterable<string>): string | undefined {
  return [...names]
    .filter((name) => name === 'index.html' || name.endsWith('/index.html'))
    .sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b))[0];
}

/**
 * Reads the archive's central directory only (nothing is inflated) and refuses what its headers
 * already show: too many entries, unsafe or repeated names, a file or a page over its cap, or a
 * total over the unpacked limit. Headers can lie; `unpackArchive` counts the real bytes.
 */
export function listZip(bytes: Uint8Array, limits: ArchiveLimits = archiveLimits): ZipListing {
  const entries: { name: string; size: number }[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        entries.push({ name: file.name, size: file.originalSize });
        return false;
      },
    });
  } catch {
    throw notAZip();
  }
  if (entries.length > limits.maxEntries) {
    throw new HttpError(413, `The archive has more than ${limits.maxEntries} entries`);
  }
  const files = new Map<string, number>();
  let declared = 0;
  for (const { name, size } of entries) {
    if (unsafeEntryName(name)) {
      throw new HttpError(400, `"${name}" is not a safe path inside the archive`);
    }
    if (isFolderEntry(name)) continue;
    if (files.has(name)) throw new HttpError(400, `"${name}" appears twice in the archive`);
    files.set(name, size);
    declared += size;
  }
  if (declared > limits.maxUnpackedBytes) throw unpackedTooLarge();
  const folders = new Set([...files.keys()].flatMap(folderPrefixes));
  for (const name of files.keys()) {
    if (folders.has(name)) throw new HttpError(400, `"${name}" is both a file and a folder`);
  }
  const index = pageOf(files.keys());
  for (const [name, size] of files) {
    const cap = name === index ? limits.maxPageBytes : limits.maxEntryBytes;
    if (size > cap) throw tooLarge(name, sizeText(size), limits, name === index);
  }
  return { files, index };
}
