import type { EditorContext } from './context.ts';
import { LANDING_SETTINGS, type LauncherContent, type SectionId } from './entities.ts';
import type { SectionContext } from './sections.ts';

/** With no active launcher only Landing Settings is enabled (editor.md §2, DECISIONS.md). */
export const isSectionEnabled = (context: EditorContext, section: SectionId) =>
  section === LANDING_SETTINGS || context.launcher !== null;

/** What a section is mounted with. */
export function sectionContextOf(context: EditorContext): SectionContext {
  return {
    landingId: context.landingId,
    landing: context.landing,
    launcher: context.launcher,
    activeContent: context.activeContent,
    baseContent: context.baseContent,
  };
}

/** The section actor that should run now: its host, input context and key. */
export function wantedSection(context: EditorContext) {
  const { section } = context;
  const host = context.sections[section];
  if (host === undefined || !isSectionEnabled(context, section)) return null;
  const sectionContext = sectionContextOf(context);
  if (host.needsTranslation && sectionContext.activeContent === null) return null;
  return { id: section, host, sectionContext, key: host.key(sectionContext) };
}

/** The translation strip that should run now (while a launcher is active): its host and key. */
export function wantedStrip(context: EditorContext) {
  const host = context.translationStrip;
  if (host === null || context.launcher === null) return null;
  const sectionContext = sectionContextOf(context);
  return { host, context: sectionContext, key: host.key(sectionContext) };
}

export const isSectionDirty = (context: EditorContext) => {
  const running = context.runningSection;
  if (running === null) return false;
  const host = context.sections[running.id];
  return host?.isDirty(running.ref.getSnapshot()) ?? false;
};

/** Unsaved work the operator would lose by moving away from what is shown. */
export const hasUnsavedChanges = isSectionDirty;

export const contentsOf = (context: EditorContext): LauncherContent[] =>
  context.launcher?.contents ?? [];

/** The launcher a landing opens on: the related one asked for when it belongs to it. */
export function launcherToOpen(context: EditorContext): number | null {
  const landing = context.landing;
  if (landing === null) return null;
  const requested = context.requestedLauncherId;
  if (requested !== null && (landing.relatedLaunchers ?? []).some((l) => l.id === requested)) {
    return requested;
  }
  return landing.mainLauncher?.id ?? null;
}

/** The related launcher shown, if the active launcher is not the main one. */
export function relatedLauncherIdOf(context: EditorContext): number | null {
  const launcherId = context.launcher?.id ?? null;
  const mainId = context.landing?.mainLauncher?.id ?? null;
  return launcherId !== null && launcherId !== mainId ? launcherId : null;
}

/** The launcher shown is no longer the landing's main or one of its related launchers. */
export function activeLauncherLeftLanding(context: EditorContext): boolean {
  const id = context.launcher?.id;
  const landing = context.landing;
  if (id === undefined || landing === null) return false;
  return (
    id !== landing.mainLauncher?.id &&
    !(landing.relatedLaunchers ?? []).some((launcher) => launcher.id === id)
  );
}
