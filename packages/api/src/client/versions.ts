import { isApiError } from '../errors.ts';

/**
 * The `If-Match` value for a row's version as it was read (issue 29): apps/server's integer, or a
 * token another back office sends, quoted as an entity tag. Nothing for a row read without one:
 * such a write goes out unconditional, and the caller checks before writing instead.
 */
export function versionTag(version: unknown): string | undefined {
  if (typeof version === 'number' && Number.isFinite(version)) return `"${version}"`;
  if (typeof version !== 'string') return undefined;
  if (/^(W\/)?"[\x21\x23-\x7e]*"$/.test(version)) return version;
  return /^[\x21\x23-\x7e]+$/.test(version) ? `"${version}"` : undefined;
}

/** Options of a write that may name the version it started from. */
export interface WriteOptions {
  /** The `version` of the row as the operator loaded it; absent or unknown sends no If-Match. */
  version?: unknown;
}

export const ifMatchOf = (options: WriteOptions | undefined) => {
  const tag = versionTag(options?.version);
  return tag === undefined ? {} : { ifMatch: tag };
};

/** A write naming a version the server no longer holds (409, or HTTP's own 412). */
export const isStaleWrite = (error: unknown): boolean => isApiError(error) && error.stale;

/** The row the write named is gone (deleted by someone else). */
export const isGone = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 410);
