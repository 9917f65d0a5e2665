import type { Design, DesignCreateInput, DesignScreenEntry, DesignUpdateInput } from '@landing/api';
import type { DesignContext, ScreenItem } from './context.ts';

/** The gallery with the screenshot `key` moved one place (`-1` left, `1` right), if it can. */
export function moveScreen(screens: ScreenItem[], key: string, step: -1 | 1): ScreenItem[] {
  const from = screens.findIndex((screen) => screen.key === key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= screens.length) return screens;
  const next = [...screens];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

export const canMoveScreen = (screens: ScreenItem[], key: string, step: -1 | 1): boolean => {
  const from = screens.findIndex((screen) => screen.key === key);
  return from >= 0 && from + step >= 0 && from + step < screens.length;
};

const chosenFileOf = (value: { kind: string; file?: File } | null): File | undefined =>
  value?.kind === 'chosen' ? value.file : undefined;

/** `POST /api/design` from a valid form (a new design has no stored files). */
export function createInputOf(context: DesignContext): DesignCreateInput {
  return {
    icon: chosenFileOf(context.icon)!,
    screens: context.screens.flatMap((screen) => (screen.kind === 'chosen' ? [screen.file] : [])),
    video: chosenFileOf(context.video) ?? null,
    videoPreview: chosenFileOf(context.videoPreview) ?? null,
  };
}

/** An optional file field of the PATCH: the new file, null when removed, absent when unchanged. */
function fileChange(
  value: { kind: string; file?: File } | null,
  storedUrl: string | null | undefined,
): File | null | undefined {
  if (value?.kind === 'chosen') return value.file;
  if (value === null && storedUrl) return null;
  return undefined;
}

/** `PATCH /api/design/{id}`: only what changed, plus the gallery's final order. */
export function updateInputOf(context: DesignContext): DesignUpdateInput {
  const screens: DesignScreenEntry[] = context.screens.map((screen) =>
    screen.kind === 'stored'
      ? { kind: 'existing', name: screen.name }
      : { kind: 'new', file: screen.file },
  );
  const changes: DesignUpdateInput = { screens };
  const icon = chosenFileOf(context.icon);
  if (icon) changes.icon = icon;
  const video = fileChange(context.video, context.design?.videoUrl);
  if (video !== undefined) changes.video = video;
  const videoPreview = fileChange(context.videoPreview, context.design?.videoPreviewUrl);
  if (videoPreview !== undefined) changes.videoPreview = videoPreview;
  return changes;
}

const sameOrder = (screens: ScreenItem[], design: Design | null): boolean => {
  const stored = design?.screensData ?? [];
  return (
    screens.length === stored.length &&
    screens.every((screen, i) => screen.kind === 'stored' && screen.name === stored[i]!.name)
  );
};

/** Something differs from the design as loaded or saved. */
export function isDirty(context: DesignContext): boolean {
  const { design } = context;
  return (
    context.icon?.kind === 'chosen' ||
    context.video?.kind === 'chosen' ||
    context.videoPreview?.kind === 'chosen' ||
    (context.video === null && Boolean(design?.videoUrl)) ||
    (context.videoPreview === null && Boolean(design?.videoPreviewUrl)) ||
    !sameOrder(context.screens, design)
  );
}

/** The icon to fall back to when a newly chosen one is removed: the stored one, if any. */
export const storedIconOf = (design: Design | null) =>
  design?.iconUrl ? { kind: 'stored' as const, url: design.iconUrl } : null;
