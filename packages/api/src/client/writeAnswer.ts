/**
 * What the client reads from a write's answer (DECISIONS.md "Write answers"): any 2xx is a
 * success whatever its body; a create is read only for the new id. Pure: no arktype, so the
 * transport reads answers without loading the schemas.
 */

/** A create that succeeded: the new id, or `idUnknown` when the answer does not name it. */
export type Created = { kind: 'created'; id: number } | { kind: 'idUnknown' };

/** A create of several records (batch, translate): their ids in order, or `idsUnknown`. */
export type CreatedMany = { kind: 'created'; ids: number[] } | { kind: 'idsUnknown' };

/** What the console says of a create the server made but did not name. */
export const CREATED_WITHOUT_ID = 'Saved, but the server did not say which record it made.';

/**
 * Thrown by a flow that cannot go on without the new id (its machine has no path for it yet):
 * its `serverMessage` says the record was saved, so the toast never claims the write failed.
 */
export class CreatedWithoutIdError extends Error {
  readonly serverMessage = CREATED_WITHOUT_ID;
  constructor() {
    super(CREATED_WITHOUT_ID);
    this.name = 'CreatedWithoutIdError';
  }
}

/** The created record as the server holds it (loaded by its id), for flows that show it. */
export const loadCreated = async <T>(
  created: Created,
  load: (id: number) => T | Promise<T>,
): Promise<T> => {
  if (created.kind === 'idUnknown') throw new CreatedWithoutIdError();
  return load(created.id);
};

/** How a call reads its 2xx answer; the calls' table test lists every call with its own. */
export type AnswerReading = 'entity' | 'ignored' | 'id' | 'ids';

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

const idOf = (item: unknown): number | undefined => {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return undefined;
  const id = (item as { id?: unknown }).id;
  return isPositiveInteger(id) ? id : undefined;
};

/** The new id from an unwrapped create answer (`{ id }` or the entity). */
export const createdFrom = (body: unknown): Created => {
  const id = idOf(body);
  return id === undefined ? { kind: 'idUnknown' } : { kind: 'created', id };
};

/**
 * The new ids from an unwrapped answer listing the created records (`[{ id }, …]`, or the same
 * under `items`); `expected` of them or none: a partial list would pair the wrong records.
 */
export const createdManyFrom = (body: unknown, expected: number): CreatedMany => {
  const list: unknown =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as { items?: unknown }).items
      : body;
  if (!Array.isArray(list) || list.length !== expected) return { kind: 'idsUnknown' };
  const ids = list.map(idOf);
  return ids.every((id) => id !== undefined) ? { kind: 'created', ids } : { kind: 'idsUnknown' };
};
