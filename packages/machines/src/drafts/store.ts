import { DRAFT_KEY_PREFIX, draftKey, placeKey, type DraftPlace } from './place.ts';

/** The part of the Web Storage API the store uses (localStorage in the browser). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** A file the draft cannot keep: its name is shown so the operator attaches it again. */
export interface FileToReattach {
  /** The form's field, e.g. 'icon'. */
  field: string;
  name: string;
}

/**
 * How a form's values are kept: their version, and how stored values of this or an older
 * version are read back (null: not readable, the draft is dropped). Reading is the migration
 * path: a new version reads the old shape and returns the new one.
 */
export interface DraftFormat<T> {
  version: number;
  read: (values: unknown, version: number) => T | null;
}

/** A draft as read back. */
export interface Draft<T> {
  /** The storage key: the exact entry to discard. */
  key: string;
  values: T;
  files: readonly FileToReattach[];
  /** When it was written (ms since the epoch). */
  savedAt: number;
  /** The server's version of the record the values were typed over (e.g. its updatedAt). */
  baseVersion: string | null;
  /** Whether this tab wrote it (else another tab or an earlier browser session did). */
  ownWrite: boolean;
}

export interface DraftToSave<T> {
  values: T;
  files?: readonly FileToReattach[];
  baseVersion?: string | null;
}

/** 'tooLarge': one draft over its bound; 'full': the storage refused it after evicting the rest. */
export type DraftSaveResult = 'saved' | 'tooLarge' | 'full';

export interface DraftLimits {
  /** Largest stored entry, in UTF-16 code units (what Web Storage counts). */
  entryChars: number;
  /** All drafts together; the oldest are dropped to make room. */
  totalChars: number;
  /** Drafts older than this are dropped. */
  maxAgeMs: number;
}

export const DRAFT_LIMITS: DraftLimits = {
  entryChars: 200_000,
  totalChars: 1_000_000,
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
};

export interface DraftStoreOptions {
  storage: DraftStorage;
  /** This tab's id: each tab writes its own entry, so two tabs never overwrite each other. */
  writer: string;
  now?: () => number;
  limits?: Partial<DraftLimits>;
}

export interface DraftStore {
  /** Keeps this tab's draft of `place`. */
  save: <T>(place: DraftPlace, format: DraftFormat<T>, draft: DraftToSave<T>) => DraftSaveResult;
  /**
   * The draft of `place` to offer: this tab's own (a reload gets back what it typed, whatever
   * another tab wrote since), else the newest readable one any tab left; null when none.
   */
  latest: <T>(place: DraftPlace, format: DraftFormat<T>) => Draft<T> | null;
  /** Forgets this tab's draft of `place` (after a save or when nothing is unsaved any more). */
  clear: (place: DraftPlace) => void;
  /** Forgets one draft, whichever tab wrote it (Discard, or a restored draft adopted by this tab). */
  remove: (key: string) => void;
}

/** What is stored under a draft key. */
interface Envelope {
  version: number;
  savedAt: number;
  baseVersion: string | null;
  values: unknown;
  files: FileToReattach[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFileToReattach = (value: unknown): value is FileToReattach =>
  isRecord(value) && typeof value.field === 'string' && typeof value.name === 'string';

/** Reads an entry tolerantly: anything not an envelope is corrupt (null). */
function parseEnvelope(text: string): Envelope | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const { version, savedAt, baseVersion, values, files } = parsed;
  if (typeof version !== 'number' || typeof savedAt !== 'number' || !Number.isFinite(savedAt)) {
    return null;
  }
  return {
    version,
    savedAt,
    baseVersion: typeof baseVersion === 'string' ? baseVersion : null,
    values,
    files: Array.isArray(files) ? files.filter(isFileToReattach) : [],
  };
}

const isQuotaError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');

/**
 * Unsaved form values in a Web Storage, one entry per place and tab, bounded in size and age.
 * Corrupt, unreadable and expired entries are dropped when met; a storage that refuses a
 * write (quota) gets room by dropping the oldest drafts first.
 */
export function createDraftStore(options: DraftStoreOptions): DraftStore {
  const { storage, writer } = options;
  const now = options.now ?? Date.now;
  const limits = { ...DRAFT_LIMITS, ...options.limits };

  const draftKeys = (): string[] => {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(DRAFT_KEY_PREFIX)) keys.push(key);
    }
    return keys;
  };

  const remove = (key: string) => storage.removeItem(key);

  /** Every live draft entry with its size; drops the corrupt and expired ones on the way. */
  const liveEntries = () => {
    const entries: { key: string; envelope: Envelope; size: number }[] = [];
    for (const key of draftKeys()) {
      const text = storage.getItem(key);
      const envelope = text === null ? null : parseEnvelope(text);
      if (text === null || envelope === null || now() - envelope.savedAt > limits.maxAgeMs) {
        remove(key);
        continue;
      }
      entries.push({ key, envelope, size: key.length + text.length });
    }
    return entries;
  };

  /** Drops the oldest drafts (never `keep`) until `needed` more characters fit the budget. */
  const makeRoom = (needed: number, keep: string): boolean => {
    const others = liveEntries()
      .filter((entry) => entry.key !== keep)
      .sort((a, b) => a.envelope.savedAt - b.envelope.savedAt);
    let total = others.reduce((sum, entry) => sum + entry.size, 0);
    while (total + needed > limits.totalChars) {
      const oldest = others.shift();
      if (oldest === undefined) return false;
      remove(oldest.key);
      total -= oldest.size;
    }
    return true;
  };

  /** Writes, and on a quota error drops the oldest other draft and tries again. */
  const write = (key: string, text: string): boolean => {
    for (;;) {
      try {
        storage.setItem(key, text);
        return true;
      } catch (error) {
        if (!isQuotaError(error)) throw error;
        const oldest = liveEntries()
          .filter((entry) => entry.key !== key)
          .sort((a, b) => a.envelope.savedAt - b.envelope.savedAt)[0];
        if (oldest === undefined) return false;
        remove(oldest.key);
      }
    }
  };

  return {
    save(place, format, draft) {
      const key = draftKey(place, writer);
      const envelope: Envelope = {
        version: format.version,
        savedAt: now(),
        baseVersion: draft.baseVersion ?? null,
        values: draft.values,
        files: [...(draft.files ?? [])],
      };
      const text = JSON.stringify(envelope);
      const size = key.length + text.length;
      // An older draft of this place would be restored in place of the newer values: drop it.
      if (size > limits.entryChars) {
        remove(key);
        return 'tooLarge';
      }
      if (!makeRoom(size, key) || !write(key, text)) {
        remove(key);
        return 'full';
      }
      return 'saved';
    },

    latest(place, format) {
      const prefix = placeKey(place);
      const own = draftKey(place, writer);
      let newest: Draft<never> | null = null;
      let ownDraft: Draft<never> | null = null;
      for (const { key, envelope } of liveEntries()) {
        if (!key.startsWith(prefix) || key.slice(prefix.length).includes(':')) continue;
        const values = format.read(envelope.values, envelope.version);
        if (values === null) {
          remove(key);
          continue;
        }
        const draft: Draft<never> = {
          key,
          values: values as never,
          files: envelope.files,
          savedAt: envelope.savedAt,
          baseVersion: envelope.baseVersion,
          ownWrite: key === own,
        };
        if (draft.ownWrite) ownDraft = draft;
        if (newest === null || newest.savedAt < draft.savedAt) newest = draft;
      }
      return ownDraft ?? newest;
    },

    clear(place) {
      remove(draftKey(place, writer));
    },

    remove,
  };
}
