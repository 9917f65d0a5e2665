import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/database.ts';

export type FileKind =
  'template-archive' | 'icon' | 'screenshot' | 'video' | 'video-preview' | 'commentator-icon';

export type StoredFile = {
  id: string;
  kind: FileKind;
  mime_type: string;
  size_bytes: number;
  original_name: string;
  width: number | null;
  height: number | null;
};

/** A file to store: its bytes, or a file spooled from an upload, which the store moves in. */
export type NewFile = (
  | { bytes: Uint8Array; spooled?: never }
  | { spooled: { path: string; size: number }; bytes?: never }
) & {
  kind: FileKind;
  mimeType: string;
  originalName: string;
  width?: number | undefined;
  height?: number | undefined;
};

export const fileUrl = (id: string | null | undefined) => (id ? `/api/files/${id}` : null);

export type FileStore = ReturnType<typeof createFileStore>;

/**
 * Uploaded files on disk under `<dataDir>/uploads/<random id>`, described by `uploaded_files`.
 * Upload bodies are spooled under `<dataDir>/incoming/` (same disk, so a stored file is renamed
 * into place, never copied).
 */
export function createFileStore(db: Database, dataDir: string) {
  const dir = join(dataDir, 'uploads');
  const incoming = join(dataDir, 'incoming');
  const pathOf = (id: string) => join(dir, id);

  const store = {
    /** Where upload calls spool their bodies, one folder per request (`uploadBody`). */
    incoming,

    /**
     * Removes spool folders left by a server that stopped mid-upload (killed, out of power).
     * Only those untouched for `olderThanMs`: a server sharing this data directory (PostgreSQL)
     * may be reading a body into a fresh one, and none takes longer than the request timeout.
     */
    async sweepIncoming(olderThanMs: number): Promise<void> {
      const names = await readdir(incoming).catch(() => []);
      const before = Date.now() - olderThanMs;
      for (const name of names) {
        const path = join(incoming, name);
        const changed = await stat(path).then(
          (s) => s.mtimeMs,
          () => Infinity,
        );
        if (changed < before) await rm(path, { recursive: true, force: true });
      }
    },

    async save(file: NewFile): Promise<string> {
      const id = randomBytes(16).toString('hex');
      await mkdir(dir, { recursive: true });
      if (file.spooled) await rename(file.spooled.path, pathOf(id));
      else await writeFile(pathOf(id), file.bytes);
      // A refused row must not leave its file on disk: nothing would ever point at it.
      await db
        .query(
          `insert into uploaded_files (id, kind, mime_type, size_bytes, original_name, width, height)
         values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            id,
            file.kind,
            file.mimeType,
            file.spooled ? file.spooled.size : file.bytes.byteLength,
            file.originalName.slice(0, 255),
            file.width ?? null,
            file.height ?? null,
          ],
        )
        .catch(async (error: unknown) => {
          await rm(pathOf(id), { force: true });
          throw error;
        });
      return id;
    },

    async find(id: string): Promise<StoredFile | undefined> {
      if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
      const [row] = await db.query<StoredFile>(`select * from uploaded_files where id = $1`, [id]);
      return row;
    },

    read: (id: string) => readFile(pathOf(id)),

    /** Where a stored file lies on disk, to stream it. */
    pathOf,

    /**
     * Runs `work` with a `save` that remembers what it stored: when `work` fails (a refused
     * insert, a rolled-back transaction), those files are removed again, so a failed write
     * leaves no file behind.
     */
    async withUploads<T>(
      work: (save: (file: NewFile) => Promise<string>) => Promise<T>,
    ): Promise<T> {
      const saved: string[] = [];
      try {
        return await work(async (file) => {
          const id = await store.save(file);
          saved.push(id);
          return id;
        });
      } catch (error) {
        await store.discard(saved);
        throw error;
      }
    },

    /**
     * Removes files a failed write stored: from disk first, whatever the database says (it may
     * be the reason the write failed), then their rows if it answers. A row left behind points
     * at no file and answers 404; a file left behind would be an orphan nothing ever removes.
     */
    async discard(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await Promise.all(ids.map((id) => rm(pathOf(id), { force: true })));
      await db
        .query(`delete from uploaded_files where id = any($1::text[])`, [ids])
        .catch(() => undefined);
    },

    /** Drops files no row points at any more; called after deletes and replacements. */
    async remove(ids: readonly (string | null | undefined)[]): Promise<void> {
      for (const id of ids) {
        if (!id) continue;
        await db.query(`delete from uploaded_files where id = $1`, [id]);
        await rm(pathOf(id), { force: true });
      }
    },
  };
  return store;
}
