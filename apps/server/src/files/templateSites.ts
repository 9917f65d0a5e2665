import { lstat, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { HttpError } from '../http/errors.ts';
import type { FileStore } from './store.ts';
import { SITE_FILES, SITE_MANIFEST, unpackArchive, type SiteManifest } from './unpack.ts';
import { archiveLimits, unsafeEntryName, type ArchiveLimits } from './zip.ts';

/** A template's unpacked files, or why its archive cannot be shown. */
export type TemplateSite =
  | { ok: true; files: string; index: string | null }
  | { ok: false; status: 400 | 413 | 415; reason: string };

type StoredManifest = SiteManifest | { refused: string; status: 400 | 413 | 415 };

export type TemplateSites = ReturnType<typeof createTemplateSites>;

/**
 * Custom templates unpacked once into `<dataDir>/templates/<archive file id>/`: `files/` holds
 * the archive's entries, `manifest.json` names the page. Keyed by the archive's file id, so a
 * replaced archive gets a new folder and a preview never sees half of each. Archives stored
 * before this existed are unpacked on their first preview (once, however many ask at a time);
 * an archive the caps refuse is remembered as refused and never inflated again.
 */
export function createTemplateSites(
  dataDir: string,
  files: FileStore,
  limits: ArchiveLimits = archiveLimits,
) {
  const root = join(dataDir, 'templates');
  const folderOf = (fileId: string) => join(root, fileId);
  const known = new Map<string, Promise<TemplateSite>>();

  const toSite = (fileId: string, manifest: StoredManifest): TemplateSite =>
    'refused' in manifest
      ? { ok: false, status: manifest.status, reason: manifest.refused }
      : { ok: true, files: join(folderOf(fileId), SITE_FILES), index: manifest.index };

  async function readManifest(fileId: string): Promise<StoredManifest | undefined> {
    try {
      return JSON.parse(
        await readFile(join(folderOf(fileId), SITE_MANIFEST), 'utf8'),
      ) as StoredManifest;
    } catch {
      return undefined;
    }
  }

  /** The migration path: an archive uploaded before archives were unpacked at upload. */
  async function unpackStored(fileId: string): Promise<TemplateSite> {
    const bytes = new Uint8Array(await files.read(fileId));
    try {
      return toSite(fileId, await unpackArchive(bytes, folderOf(fileId), limits));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const status = error.status === 400 || error.status === 415 ? error.status : 413;
      const refused: StoredManifest = { refused: error.message, status };
      await mkdir(folderOf(fileId), { recursive: true });
      await writeFile(join(folderOf(fileId), SITE_MANIFEST), JSON.stringify(refused));
      return toSite(fileId, refused);
    }
  }

  return {
    limits,

    /** Unpacks a freshly uploaded archive (already saved as `fileId`); refusals name the file. */
    async unpack(fileId: string, bytes: Uint8Array): Promise<void> {
      const manifest = await unpackArchive(bytes, folderOf(fileId), limits);
      known.set(fileId, Promise.resolve(toSite(fileId, manifest)));
    },

    site(fileId: string): Promise<TemplateSite> {
      let site = known.get(fileId);
      if (!site) {
        site = readManifest(fileId).then((manifest) =>
          manifest ? toSite(fileId, manifest) : unpackStored(fileId),
        );
        // A failure that is not a refusal (a missing file, a full disk) may pass: try again later.
        site.catch(() => known.delete(fileId));
        known.set(fileId, site);
      }
      return site;
    },

    /**
     * The path of a file of a site with its size, or undefined when there is no such regular
     * file. `entry` is the decoded path below the site's root; anything climbing out is refused.
     */
    async entry(site: { files: string }, entry: string) {
      if (unsafeEntryName(entry) || entry.endsWith('/')) return undefined;
      const path = join(site.files, entry);
      if (!path.startsWith(site.files + sep)) return undefined;
      const stats = await lstat(path).catch(() => undefined);
      return stats?.isFile() ? { path, size: stats.size } : undefined;
    },

    async remove(fileIds: readonly (string | null | undefined)[]): Promise<void> {
      for (const fileId of fileIds) {
        if (!fileId || !/^[0-9a-f]{32}$/.test(fileId)) continue;
        known.delete(fileId);
        await rm(folderOf(fileId), { recursive: true, force: true });
      }
    },
  };
}
