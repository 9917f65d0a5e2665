import type { AnyActorLogic, AnyActorRef } from 'xstate';
import type { ContentSectionId, Launcher, LauncherContent, SectionId } from './entities.ts';

/** What the editor knows when it mounts a content section. */
export interface SectionContext {
  landingId: number | null;
  launcher: Launcher;
  /** The translation shown in the tab strip (null when none is selected). */
  activeContent: LauncherContent | null;
  /** The default translation (the base), null when the launcher has none yet. */
  baseContent: LauncherContent | null;
}

/**
 * How the editor machine runs one content section: the section's machine (effects provided),
 * its input, the key that restarts it, and whether it holds unsaved changes.
 */
export interface SectionHost {
  logic: AnyActorLogic;
  input: (context: SectionContext) => unknown;
  key: (context: SectionContext) => string;
  isDirty: (snapshot: unknown) => boolean;
}

export type SectionHosts = Partial<Record<ContentSectionId, SectionHost>>;

/** Sections that need an active translation (editor.md §2). */
export const TRANSLATION_SECTIONS: readonly SectionId[] = ['design', 'content', 'comments'];

export const isContentSection = (section: SectionId): section is ContentSectionId =>
  section === 'mainInformation' ||
  section === 'design' ||
  section === 'content' ||
  section === 'comments';

/** The running section actor, if any, and the key it was started for. */
export type RunningSection = { id: ContentSectionId; key: string; ref: AnyActorRef };
