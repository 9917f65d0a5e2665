type Bag = Record<string, unknown>;

declare const sentByTheServer: unique symbol;

/**
 * A failure's text as the server sent it: only `serverMessageOf` makes one, so a toast's text is
 * either a catalogued text or this, never a string written inline.
 */
export type ServerMessage = string & { readonly [sentByTheServer]: true };

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
export function serverMessageOf(error: unknown): ServerMessage | undefined {
  return sentText(error) as ServerMessage | undefined;
}

function sentText(error: unknown): string | undefined {
  if (!isBag(error)) return undefined;
  const serverMessage = error['serverMessage'];
  if (typeof serverMessage === 'string' && serverMessage.trim() !== '') return serverMessage;
  const fromBody = textOf(error['data']) ?? textOf(error['body']);
  if (fromBody !== undefined) return fromBody;
  if (error instanceof Error) return undefined;
  return textOf(error);
}

/** The server's message, else the catalogue's fallback text. */
export function errorMessage<Fallback extends string>(
  error: unknown,
  fallback: Fallback,
): Fallback | ServerMessage {
  return serverMessageOf(error) ?? fallback;
}
