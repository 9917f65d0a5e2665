import type { RowChange } from './stamps.ts';

export type LandingWatchInput = { landingId: number };

export type LandingWatchContext = {
  landingId: number;
  /** Each row's stamp at the last poll; null until the first poll answered. */
  stamps: Record<string, string> | null;
  /** Polls failed in a row: the wait before the next one doubles with each. */
  failures: number;
  /** The rows the last poll found changed. */
  lastChanges: RowChange[];
};

export const initialLandingWatchContext = ({
  landingId,
}: LandingWatchInput): LandingWatchContext => ({
  landingId,
  stamps: null,
  failures: 0,
  lastChanges: [],
});

/** How often an open landing is polled, and the longest wait after failures. */
export const POLL_INTERVAL_MS = 5_000;
export const MAX_POLL_INTERVAL_MS = 60_000;

export const pollDelayOf = (failures: number) =>
  Math.min(POLL_INTERVAL_MS * 2 ** failures, MAX_POLL_INTERVAL_MS);
