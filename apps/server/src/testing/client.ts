import { ErrorBody, Session } from '@landing/api/schemas';
import { testOperator } from './testServer.ts';

/** An answer as it came: its body is parsed by a shared schema (`data`, `messageOf`) to be read. */
export type Answer = { status: number; body: unknown; headers: Headers };

/** A shared arktype schema (`App`, `LandingList`, …): `assert` throws on a body it refuses. */
interface Schema<T> {
  assert: (value: unknown) => T;
}

/** A small HTTP client over fetch for the tests: JSON in, parsed JSON (or text) out. */
export function httpClient(baseUrl: string, token?: string) {
  async function call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const init: RequestInit = {
      method,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    };
    if (body instanceof FormData) init.body = body;
    else if (typeof body === 'string') {
      init.body = body;
      init.headers = { 'Content-Type': 'application/json', ...init.headers };
    } else if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { 'Content-Type': 'application/json', ...init.headers };
    }
    const response = await fetch(`${baseUrl}${path}`, init);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body ?? {}),
    put: (path: string, body?: unknown) => call('PUT', path, body ?? {}),
    patch: (path: string, body?: unknown) => call('PATCH', path, body ?? {}),
    delete: (path: string) => call('DELETE', path),
    call,
  };
}

export type HttpClient = ReturnType<typeof httpClient>;

/** The `data` of a `{ data }` answer, parsed by the shared schema of that answer. */
export const data = <T>(answer: Answer, schema: Schema<T>): T => {
  const body = answer.body;
  if (typeof body !== 'object' || body === null || !('data' in body)) {
    throw new Error(`no { data } in the answer (${answer.status}): ${JSON.stringify(answer.body)}`);
  }
  return schema.assert(body.data);
};

/** The message of a refusal, parsed by the shared `ErrorBody` schema. */
export const messageOf = (answer: Answer): string => ErrorBody.assert(answer.body).message;

export async function loginAs(
  baseUrl: string,
  credentials = { email: testOperator.email, password: testOperator.password },
) {
  const answer = await httpClient(baseUrl).post('/tracker/v1/login', credentials);
  if (answer.status !== 200)
    throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return data(answer, Session);
}

/** A client logged in as the demo operator. */
export async function operatorClient(baseUrl: string): Promise<HttpClient> {
  const { access_token } = await loginAs(baseUrl);
  return httpClient(baseUrl, access_token);
}

/** Asserts that a call without a token is refused; returns the status and message. */
export async function withoutToken(baseUrl: string, method: string, path: string) {
  const answer = await httpClient(baseUrl).call(
    method,
    path,
    method === 'GET' || method === 'DELETE' ? undefined : {},
  );
  return { status: answer.status, message: answer.status === 401 ? messageOf(answer) : undefined };
}
