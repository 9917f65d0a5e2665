import type { SnapshotFrom } from 'xstate';
import type { landingWatchMachine } from './machine.ts';

export type LandingWatchSnapshot = SnapshotFrom<typeof landingWatchMachine>;

export const selectIsPaused = (snapshot: LandingWatchSnapshot) => snapshot.matches('paused');
export const selectFailures = (snapshot: LandingWatchSnapshot) => snapshot.context.failures;
