import type { SnapshotFrom } from 'xstate';
import type { EditorContext } from './context.ts';
import type { LauncherContent, SectionId } from './entities.ts';
import { hasUnsavedChanges, isSectionEnabled, relatedLauncherIdOf } from './guards.ts';
import type { editorMachine } from './machine.ts';

export type EditorSnapshot = SnapshotFrom<typeof editorMachine>;
type Snapshot = { context: EditorContext; hasTag: (tag: 'loading' | 'busy') => boolean };

export const selectIsLoading = (snapshot: EditorSnapshot) => snapshot.hasTag('loading');
export const selectIsLoadFailed = (snapshot: EditorSnapshot) => snapshot.matches('loadFailed');
export const selectLoadError = (snapshot: EditorSnapshot) => snapshot.context.loadError;
export const selectIsConfirmingLeave = (snapshot: EditorSnapshot) =>
  snapshot.matches({ ready: 'confirmingLeave' });

export const selectLandingId = (snapshot: Snapshot) => snapshot.context.landingId;
export const selectLauncherId = (snapshot: Snapshot) => snapshot.context.launcher?.id ?? null;
export const selectHasLauncher = (snapshot: Snapshot) => snapshot.context.launcher !== null;
export const selectHasActiveContent = (snapshot: Snapshot) =>
  snapshot.context.activeContent !== null;
export const selectActiveContentId = (snapshot: Snapshot) =>
  snapshot.context.activeContent?.id ?? null;
export const selectRelatedLauncherId = (snapshot: Snapshot) =>
  relatedLauncherIdOf(snapshot.context);
export const selectSection = (snapshot: Snapshot) => snapshot.context.section;
export const selectIsSectionEnabled = (section: SectionId) => (snapshot: Snapshot) =>
  isSectionEnabled(snapshot.context, section);
/** The running section actor (null when the section is unavailable or needs what is missing). */
export const selectSectionRef = (snapshot: Snapshot) =>
  snapshot.context.runningSection?.ref ?? null;
/** The translation strip's actor (null while no launcher is active). */
export const selectStripRef = (snapshot: Snapshot) => snapshot.context.runningStrip?.ref ?? null;
export const selectIsDirty = (snapshot: Snapshot) => hasUnsavedChanges(snapshot.context);

/** Breadcrumb: the main launcher's name (the live one when it is active), else null (new). */
export const selectMainLauncherName = (snapshot: Snapshot) => {
  const { landing, launcher } = snapshot.context;
  const main = landing?.mainLauncher ?? null;
  if (main === null) return null;
  return launcher?.id === main.id ? launcher.name : main.name;
};
export const selectMainLauncherId = (snapshot: Snapshot) =>
  snapshot.context.landing?.mainLauncher?.id ?? null;
export const selectRelatedLauncherName = (snapshot: Snapshot) =>
  relatedLauncherIdOf(snapshot.context) === null ? null : (snapshot.context.launcher?.name ?? null);

// Translation tab strip
/** The base first, then the others by id (editor.md §2). */
export const selectTranslations = (snapshot: Snapshot): LauncherContent[] => {
  const contents = snapshot.context.launcher?.contents ?? [];
  const base = contents.filter((content) => content.isDefault);
  const others = contents.filter((content) => !content.isDefault).sort((a, b) => a.id - b.id);
  return [...base, ...others];
};

// Related launchers
export const selectRelatedLaunchers = (snapshot: Snapshot) =>
  snapshot.context.landing?.relatedLaunchers ?? [];
export const selectLinkableLaunchers = (snapshot: Snapshot) => snapshot.context.linkableLaunchers;

/** What the preview needs: all three ids, else null (nothing is shown). */
export const selectPreviewTarget = (snapshot: Snapshot) => {
  const { landingId, launcher, activeContent } = snapshot.context;
  if (landingId === null || launcher === null || activeContent === null) return null;
  return { landingId, launcherId: launcher.id, contentId: activeContent.id };
};
