type Bag = Record<string, unknown>;

function isBag(value: unknown): value is Bag {
  return typeof value === 'object' && value !== null;
}

function textOf(body: unknown): string | undefined {
  if (!isBag(body)) return undefined;
  for (const key of ['message', 'error'] as const) {
    const text = body[key];
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return undefined;
}

/**
 * The server's own words for a failure, if it sent any: the `message` (else `error`) string of
 * the error body. Injected actors reject with whatever the API client throws: ky's `HTTPError`
 * carries the parsed body as `data`; a client may also reject with the body itself or an object
 * with `body`. A plain JS `Error`'s message is never shown: it is not the server's text.
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (!isBag(error)) return undefined;
  const fromBody = textOf(error['data']) ?? textOf(error['body']);
  if (fromBody !== undefined) return fromBody;
  if (error instanceof Error) return undefined;
  return textOf(error);
}

/** The server's message, else the catalogue's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback;
}
