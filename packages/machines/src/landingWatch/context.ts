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

export { MAX_POLL_INTERVAL_MS, POLL_INTERVAL_MS, pollDelayOf } from '../shared/polling.ts';
