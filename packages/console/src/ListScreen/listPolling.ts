import { pollDelayOf } from '@landing/machines';

/**
 * A list machine's poll delay (issue 29) every `intervalMs` while the polls answer, doubled
 * after each failed one; the machine's own 5 s unless the services give another interval.
 */
export const listPollDelays = (intervalMs: number | undefined) => ({
  listPollDelay: ({ context }: { context: { pollFailures: number } }) =>
    pollDelayOf(context.pollFailures, intervalMs),
});
