/**
 * An id a machine's guards promise is missing: a bug to surface, never a request for id 0.
 * Thrown where an id leaves a machine for a call (an invoke's input, a payload, an output).
 */
export class MissingIdError extends Error {
  override name = 'MissingIdError';
  constructor(readonly what: string) {
    super(`The ${what} id is missing`);
  }
}

/** The id itself, or a `MissingIdError` naming what it is the id of. */
export function requireId(id: number | null | undefined, what: string): number {
  if (id === null || id === undefined) throw new MissingIdError(what);
  return id;
}
