import { Unzip, UnzipInflate, unzipSync } from 'fflate';

export const archiveLimits = {
  maxEntries: 2000,
  maxUnpackedBytes: 100 * 1024 * 1024,
};

export type ZipCheck = { ok: true; entries: string[] } | { ok: false; reason: string };

/**
 * Lists a zip by its central directory, then inflates every entry while counting the bytes that
 * really come out, so a bomb whose headers lie is stopped at the limit, not after it.
 */
export function inspectZip(bytes: Uint8Array, limits = archiveLimits): ZipCheck {
  const entries: string[] = [];
  let declared = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        entries.push(file.name);
        declared += file.originalSize;
        return false;
      },
    });
  } catch {
    return { ok: false, reason: 'The archive is not a valid zip file' };
  }
  if (entries.length > limits.maxEntries) {
    return { ok: false, reason: `The archive has more than ${limits.maxEntries} entries` };
  }
  if (declared > limits.maxUnpackedBytes) {
    return { ok: false, reason: 'The archive unpacks to more than 100 MB' };
  }
  let produced = 0;
  let failure: string | undefined;
  const unzip = new Unzip((file) => {
    file.ondata = (error, chunk) => {
      if (error) {
        failure = 'The archive is not a valid zip file';
        return;
      }
      produced += chunk.length;
      if (produced > limits.maxUnpackedBytes && !failure) {
        failure = 'The archive unpacks to more than 100 MB';
        file.terminate();
      }
    };
    if (file.compression !== 0 && file.compression !== 8) {
      failure = `Unsupported compression in ${file.name}`;
      return;
    }
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    failure ??= 'The archive is not a valid zip file';
  }
  return failure ? { ok: false, reason: failure } : { ok: true, entries };
}

/** Reads one entry (used by the preview); undefined when missing. */
export function readZipEntry(bytes: Uint8Array, name: string): Uint8Array | undefined {
  const files = unzipSync(bytes, { filter: (file) => file.name === name });
  return files[name];
}

/** The shallowest index.html of the archive, or undefined. */
export function findIndexHtml(bytes: Uint8Array): string | undefined {
  const names: string[] = [];
  unzipSync(bytes, {
    filter: (file) => {
      names.push(file.name);
      return false;
    },
  });
  return names
    .filter((name) => name === 'index.html' || name.endsWith('/index.html'))
    .sort((a, b) => a.split('/').length - b.split('/').length)[0];
}
