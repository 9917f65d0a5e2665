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
 * The server's own words for a failure, if it sent any. Injected actors reject with whatever
 * the API client throws: `@landing/api`'s `ApiError` carries `serverMessage` (and the raw
 * `body`); ky's `HTTPError` carries the parsed body as `data`; a fake may reject with the body
 * itself. From a body, its `message` string wins, else its `error` string. A plain JS `Error`'s
 * message is never shown: it is not the server's text.
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (!isBag(error)) return undefined;
  const serverMessage = error['serverMessage'];
  if (typeof serverMessage === 'string' && serverMessage.trim() !== '') return serverMessage;
  const fromBody = textOf(error['data']) ?? textOf(error['body']);
  if (fromBody !== undefined) return fromBody;
  if (error instanceof Error) return undefined;
  return textOf(error);
}

/** The server's message, else the catalogue's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback;
}
