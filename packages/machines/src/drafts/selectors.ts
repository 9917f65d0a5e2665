import type { SnapshotFrom } from 'xstate';
import type { draftsMachine } from './machine.ts';

export type DraftsSnapshot = SnapshotFrom<typeof draftsMachine>;

/** The draft offered ('Restore unsaved changes from {time}?'), or null. */
export const selectOffer = (snapshot: DraftsSnapshot) =>
  snapshot.matches('offering') && snapshot.context.offered !== null
    ? {
        savedAt: snapshot.context.offered.savedAt,
        stale: snapshot.context.stale,
        files: snapshot.context.offered.files,
      }
    : null;

/** Why the latest changes are not kept in the browser, or null while they are. */
export const selectNotKept = (snapshot: DraftsSnapshot) => snapshot.context.notKept;
