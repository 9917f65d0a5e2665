import type { Landing, Launcher, LauncherContent, LinkableLauncher } from './entities.ts';
import type { SectionContext } from './sections.ts';

/** The editor actor's id in its actor system: sections find it there, however deep they run. */
export const EDITOR_SYSTEM_ID = 'landingEditor';

/**
 * What a section tells the editor, declared once. Sections send nothing else upward, and only
 * through `reportToEditor`.
 */
export type SectionReport =
  /** A section saved its launcher (e.g. a new name): the breadcrumb and settings follow. */
  | { type: 'launcher.updated'; launcher: Launcher }
  /** Landing Settings saved the active launcher: the editor moves on to Main Information. */
  | { type: 'settings.saved'; launcher: Launcher }
  /** Landing Settings made a new landing around a new launcher: the editor opens it. */
  | { type: 'landing.created'; landingId: number }
  /** A section saved a translation (e.g. its design): the tab strip and other sections follow. */
  | { type: 'content.updated'; content: LauncherContent }
  /**
   * A section changed the landing's links and loaded it again: the landing and the linkable
   * launchers (null: that load failed, the last one stays).
   */
  | {
      type: 'landing.refreshed';
      landing: Landing | null;
      linkableLaunchers: LinkableLauncher[] | null;
    }
  /**
   * The strip created a translation and loaded the launcher again: that launcher, with the new
   * translation active when its id is known (null: the active one stays).
   */
  | { type: 'translation.created'; launcher: Launcher; contentId: number | null }
  /** The strip deleted a translation: it leaves the launcher (the base shows if it was active). */
  | { type: 'translation.deleted'; contentId: number };

/** What the editor sends down to a part that runs across sections: what it knows now. */
export type SectionContextUpdate = { type: 'section.context'; context: SectionContext };

/**
 * Sends `report` to the editor running in `system`. A section running alone (a story, a test)
 * has no editor to tell: nothing is sent.
 */
export function reportToEditor(system: EditorSystem, report: SectionReport): void {
  system.get(EDITOR_SYSTEM_ID)?.send(report);
}

/** The part of an actor system a section reports through (any actor's `system`). */
export interface EditorSystem {
  get: (systemId: string) => { send: (report: SectionReport) => void } | undefined;
}
