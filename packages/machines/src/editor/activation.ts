import type { EditorContext } from './context.ts';
import type { EditorLocation, Landing, Launcher, LauncherContent } from './entities.ts';
import { contentsOf, relatedLauncherIdOf } from './guards.ts';
import type { ToastText } from '../shared/toastTexts.ts';

/**
 * A launcher becomes the active one: its default content is the base and, unless another of
 * its contents is asked for, the active content; the settings step shows its values.
 */
export function activateLauncher(
  launcher: Launcher,
  preferredContentId: number | null = null,
): Partial<EditorContext> {
  const contents = launcher.contents ?? [];
  const base = contents.find((content) => content.isDefault) ?? null;
  const preferred = contents.find((content) => content.id === preferredContentId);
  return {
    launcher,
    baseContent: base,
    activeContent: preferred ?? base ?? contents[0] ?? null,
  };
}

/** The warning of editor.md §8 for a launcher that cannot be edited yet, if any. */
export function contentWarningOf(launcher: Launcher): ToastText | null {
  const contents = launcher.contents ?? [];
  if (contents.length === 0) return 'This launcher has no content to edit.';
  if (!contents.some((content) => content.isDefault)) {
    return 'This launcher has no default content to edit.';
  }
  return null;
}

export const locationOf = (context: EditorContext): EditorLocation => ({
  landingId: context.landingId,
  relatedLauncherId: relatedLauncherIdOf(context),
});

/** A content switch: the loaded content is active, and the base when it is the default. */
export function activateContent(
  context: EditorContext,
  content: LauncherContent,
): Partial<EditorContext> {
  const contents = (context.launcher?.contents ?? []).map((existing) =>
    existing.id === content.id ? content : existing,
  );
  return {
    launcher: context.launcher && { ...context.launcher, contents },
    activeContent: content,
    baseContent: content.isDefault ? content : context.baseContent,
  };
}

/** The contents after one is saved elsewhere (a section): the same one replaced everywhere. */
export function replaceContent(
  context: EditorContext,
  content: LauncherContent,
): Partial<EditorContext> {
  const same = (other: LauncherContent | null) => (other?.id === content.id ? content : other);
  return {
    launcher: context.launcher && {
      ...context.launcher,
      contents: (context.launcher.contents ?? []).map((existing) => same(existing) ?? existing),
    },
    activeContent: same(context.activeContent),
    baseContent: same(context.baseContent),
  };
}

/** A saved launcher keeps its contents when the answer leaves them out. */
export const launcherAfterUpdate = (context: EditorContext, saved: Launcher): Launcher => ({
  ...saved,
  contents: saved.contents ?? context.launcher?.contents ?? [],
});

/** The landing with its main launcher renamed when that launcher was saved. */
export function landingWithLauncher(landing: Landing | null, launcher: Launcher): Landing | null {
  if (landing === null || landing.mainLauncher?.id !== launcher.id) return landing;
  return { ...landing, mainLauncher: { ...landing.mainLauncher, name: launcher.name } };
}

/** The launcher's contents without a deleted one; the base shows if it was active. */
export function withoutContent(context: EditorContext, contentId: number): Partial<EditorContext> {
  const contents = contentsOf(context).filter((content) => content.id !== contentId);
  const active: LauncherContent | null =
    context.activeContent?.id === contentId ? context.baseContent : context.activeContent;
  return {
    launcher: context.launcher && { ...context.launcher, contents },
    activeContent: active,
  };
}

/** The launcher's contents with translations another operator added (each once). */
export function withContents(
  context: EditorContext,
  added: readonly LauncherContent[],
): Partial<EditorContext> {
  const known = new Set(contentsOf(context).map(({ id }) => id));
  const contents = [...contentsOf(context), ...added.filter(({ id }) => !known.has(id))];
  return { launcher: context.launcher && { ...context.launcher, contents } };
}

/** The shown translation another operator deleted leaves the tabs once another one shows. */
export function leavingDeletedElsewhere(context: EditorContext): Partial<EditorContext> {
  const gone = context.contentDeletedElsewhere;
  if (gone === null) return {};
  return { ...withoutContent(context, gone), contentDeletedElsewhere: null };
}
