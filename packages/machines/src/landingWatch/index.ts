export { landingWatchMachine, type RowsChangedEmitted } from './machine.ts';
export type { LandingWatchEvent } from './events.ts';
export {
  POLL_INTERVAL_MS,
  pollDelayOf,
  type LandingWatchContext,
  type LandingWatchInput,
} from './context.ts';
export { landingWatchActors, type PollRowsInput } from './actors.ts';
export {
  changedRows,
  designIdsOf,
  landingRowFromRead,
  rowKey,
  rowsFromReads,
  rowsFromVersions,
  type CommentList,
  type RowChange,
  type WatchedRow,
} from './stamps.ts';
export * as landingWatchSelectors from './selectors.ts';
export type { LandingWatchSnapshot } from './selectors.ts';
