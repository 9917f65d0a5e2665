import { testOperator } from './testServer.ts';

export type Answer<T = unknown> = { status: number; body: T; headers: Headers };

/** A small HTTP client over fetch for the tests: JSON in, parsed JSON (or text) out. */
export function httpClient(baseUrl: string, token?: string) {
  async function call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
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
    return { status: response.status, body: parsed as T, headers: response.headers };
  }
  return {
    get: <T = unknown>(path: string) => call<T>('GET', path),
    post: <T = unknown>(path: string, body?: unknown) => call<T>('POST', path, body ?? {}),
    put: <T = unknown>(path: string, body?: unknown) => call<T>('PUT', path, body ?? {}),
    patch: <T = unknown>(path: string, body?: unknown) => call<T>('PATCH', path, body ?? {}),
    delete: <T = unknown>(path: string) => call<T>('DELETE', path),
    call,
  };
}

export type HttpClient = ReturnType<typeof httpClient>;

/** Data of a `{ data }` answer. */
export const data = <T>(answer: Answer<unknown>) => (answer.body as { data: T }).data;

export async function loginAs(
  baseUrl: string,
  credentials = { email: testOperator.email, password: testOperator.password },
) {
  const answer = await httpClient(baseUrl).post('/tracker/v1/login', credentials);
  if (answer.status !== 200)
    throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return data<{ access_token: string; refresh_token: string }>(answer);
}

/** A client logged in as the demo operator. */
export async function operatorClient(baseUrl: string): Promise<HttpClient> {
  const { access_token } = await loginAs(baseUrl);
  return httpClient(baseUrl, access_token);
}

/** Asserts that a call without a token is refused; returns the status and message. */
export async function withoutToken(baseUrl: string, method: string, path: string) {
  const answer = await httpClient(baseUrl).call<{ message?: unknown }>(
    method,
    path,
    method === 'GET' || method === 'DELETE' ? undefined : {},
  );
  return { status: answer.status, message: answer.body.message };
}
