import { isGone, type ApiClient } from '@landing/api';
import {
  designIdsOf,
  landingRowFromRead,
  rowsFromReads,
  rowsFromVersions,
  type WatchedRow,
} from '@landing/machines';

/**
 * The landing watch's poll: apps/server's `GET /api/landing/{id}/versions`; a back office that
 * follows only the spec answers it 404, and from then on this polls the ordinary reads (the
 * landing, its links too, then each of its launchers with their translations) and compares those.
 */
export function createLandingRowsPoll(
  client: ApiClient,
  /** The translations whose comments are on screen (the Comments section's and its base's). */
  shownComments: () => readonly number[] = () => [],
) {
  let hasVersionsCall = true;
  const fromReads = async (landingId: number): Promise<WatchedRow[]> => {
    const landing = await client.landing.getWithRelatedLaunchers(landingId);
    const ids = [landing.mainLauncher?.id, ...(landing.relatedLaunchers ?? []).map((l) => l.id)];
    const launcherIds = ids.filter((id): id is number => id !== undefined);
    const launchers = await Promise.all(launcherIds.map((id) => client.launcher.get(id)));
    // A design deleted meanwhile is left out: its translation's row tells that change.
    const designs = await Promise.allSettled(
      designIdsOf(launchers).map((id) => client.design.get(id)),
    );
    const read = designs.flatMap((design) => (design.status === 'fulfilled' ? [design.value] : []));
    // Only the comments on screen: every translation's whole list each poll would cost too much.
    const lists = await Promise.all(
      shownComments().map(async (contentId) => ({
        contentId,
        comments: (await client.launcherContent.comments(contentId)).items,
      })),
    );
    return [landingRowFromRead(landing), ...rowsFromReads(launchers, read, lists)];
  };
  return async ({ landingId }: { landingId: number }): Promise<WatchedRow[]> => {
    if (!hasVersionsCall) return fromReads(landingId);
    try {
      return rowsFromVersions(await client.landing.versions(landingId));
    } catch (error) {
      if (!isGone(error)) throw error;
      hasVersionsCall = false;
      return fromReads(landingId);
    }
  };
}
