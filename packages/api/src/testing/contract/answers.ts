import { ApiError } from '../../errors.ts';

/*
 * How the contract reads answers. Every success answer of every service is `{ data }`; the
 * client alone cannot tell (DECISIONS.md: an own `data` property replaces the body, and a body
 * without one is used as it is), so the suite checks the wrapper itself.
 */

const isWrapped = (body: unknown): body is { data: unknown } =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && Object.hasOwn(body, 'data');

/** The `data` of a success answer: every service of every back office wraps it in `{ data }`. */
export const dataOf = async (answer: Response): Promise<unknown> => {
  const body: unknown = await answer.json();
  if (!isWrapped(body)) {
    throw new Error(`no { data } in the ${answer.status} answer: ${JSON.stringify(body)}`);
  }
  return body.data;
};

/**
 * Calls whose success answer came without the `{ data }` wrapper. The client reads a body with
 * or without it (DECISIONS.md: an own `data` property replaces the body), so the suite's clients
 * fetch through `wrapperCheckingFetch`, and each test ends by finding none.
 */
export const unwrappedAnswers: string[] = [];
export const wrapperCheckingFetch: typeof fetch = async (input, init) => {
  const answer = await fetch(input, init);
  if (answer.ok && answer.headers.get('content-type')?.includes('json')) {
    const body: unknown = await answer.clone().json();
    if (!isWrapped(body)) {
      const request = input instanceof Request ? input : new Request(input, init);
      unwrappedAnswers.push(`${request.method} ${new URL(request.url).pathname}`);
    }
  }
  return answer;
};

/** What a failed call rejected with: status and server message. */
export const failureOf = async (call: Promise<unknown>) => {
  const error: unknown = await call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw error;
  return { status: error.status, message: error.serverMessage };
};
