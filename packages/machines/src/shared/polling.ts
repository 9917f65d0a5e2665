/**
 * How often what another operator may have changed is polled (issue 29): the open landing's rows
 * and the lists alike. A failed poll doubles the wait, up to a minute; a hidden page polls not.
 */
export const POLL_INTERVAL_MS = 5_000;
export const MAX_POLL_INTERVAL_MS = 60_000;

/**
 * The wait before the next poll after `failures` failed polls in a row, `intervalMs` apart
 * while they answer (a story shortens it to see a poll without waiting 5 s).
 */
export const pollDelayOf = (failures: number, intervalMs = POLL_INTERVAL_MS) =>
  Math.min(intervalMs * 2 ** failures, MAX_POLL_INTERVAL_MS);
