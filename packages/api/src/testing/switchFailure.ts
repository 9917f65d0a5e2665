import type { CallKey, FailureSpec, MockBackendOptions } from './route.ts';

/**
 * Turns one call's failure on (a spec) or off (undefined) in options the mock back office reads
 * on every request, so a story or test can change it mid-run.
 */
export const switchFailure = (
  options: MockBackendOptions,
  key: CallKey,
  failure: FailureSpec | undefined,
): void => {
  const fail = { ...(options.fail === true ? {} : options.fail) };
  if (failure === undefined) delete fail[key];
  else fail[key] = failure;
  options.fail = fail;
};
