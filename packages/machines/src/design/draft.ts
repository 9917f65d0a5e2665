import type { FileToReattach } from '../drafts/store.ts';
import type { DesignContext, ScreenItem } from './context.ts';
import type { DesignEvent } from './events.ts';

/**
 * What a Design draft keeps: the stored screenshots still in the gallery, by name, in their
 * order. Chosen files cannot be kept in the browser's storage: they are named to re-attach.
 */
export interface DesignDraft {
  screens: string[];
}

/** The gallery's stored screenshots in their order. */
export const designDraftOf = (context: Pick<DesignContext, 'screens'>): DesignDraft => ({
  screens: context.screens.flatMap((screen) => (screen.kind === 'stored' ? [screen.name] : [])),
});

/** The design as loaded or saved, in a draft's shape (what a draft was typed over). */
export const savedDesignDraftOf = (context: Pick<DesignContext, 'design'>): DesignDraft => ({
  screens: context.design?.screensData.map((screen) => screen.name) ?? [],
});

/** The files chosen here and not saved: named in the draft, to be chosen again. */
export function designFilesOf(
  context: Pick<DesignContext, 'icon' | 'screens' | 'video' | 'videoPreview'>,
): FileToReattach[] {
  const files: FileToReattach[] = [];
  if (context.icon?.kind === 'chosen') files.push({ field: 'icon', name: context.icon.file.name });
  for (const screen of context.screens) {
    if (screen.kind === 'chosen') files.push({ field: 'screens', name: screen.file.name });
  }
  if (context.video?.kind === 'chosen') {
    files.push({ field: 'video', name: context.video.file.name });
  }
  if (context.videoPreview?.kind === 'chosen') {
    files.push({ field: 'videoPreview', name: context.videoPreview.file.name });
  }
  return files;
}

/**
 * The operator's own events that bring the gallery to a draft's order: screenshots the draft
 * no longer kept are removed, then each kept one is moved left into its place. Names the
 * server no longer holds are skipped; screenshots chosen here stay after the kept ones.
 */
export function designRestoreEvents(draft: DesignDraft, screens: ScreenItem[]): DesignEvent[] {
  const stored = new Map(
    screens.flatMap((screen) => (screen.kind === 'stored' ? [[screen.name, screen.key]] : [])),
  );
  const kept = [
    ...new Set(
      draft.screens.flatMap((name) => {
        const key = stored.get(name);
        return key === undefined ? [] : [key];
      }),
    ),
  ];
  const keptKeys = new Set(kept);
  const events: DesignEvent[] = [];
  const order: string[] = [];
  for (const screen of screens) {
    if (screen.kind === 'stored' && !keptKeys.has(screen.key)) {
      events.push({ type: 'screen.remove', key: screen.key });
    } else {
      order.push(screen.key);
    }
  }
  kept.forEach((key, place) => {
    for (let at = order.indexOf(key); at > place; at -= 1) {
      events.push({ type: 'screen.moveLeft', key });
      [order[at - 1], order[at]] = [order[at]!, order[at - 1]!];
    }
  });
  return events;
}
