import {
  LANDING_SETTINGS,
  MAIN_INFORMATION,
  type Landing,
  type Launcher,
  type LauncherContent,
  type LinkableLauncher,
  type SectionId,
} from './entities.ts';
import type { PartHost, RunningPart, RunningSection, SectionHosts } from './sections.ts';
import type { EditorMove } from './events.ts';

export type EditorInput = {
  landingId: number | null;
  relatedLauncherId?: number | null;
  /** The sections with a machine of their own (none in most machine tests). */
  sections?: SectionHosts;
  /** The translation strip's machine, run while a launcher is active (none in most tests). */
  translationStrip?: PartHost | null;
};

export type EditorContext = {
  landingId: number | null;
  /** The related launcher asked for (URL), kept until the landing is loaded. */
  requestedLauncherId: number | null;
  landing: Landing | null;
  /** The active launcher with its contents (translations). */
  launcher: Launcher | null;
  baseContent: LauncherContent | null;
  activeContent: LauncherContent | null;
  linkableLaunchers: LinkableLauncher[];
  section: SectionId;
  /** A move waiting for the operator to confirm leaving unsaved changes. */
  pendingMove: EditorMove | null;
  /** The operator confirmed leaving: the move raised next goes through. */
  leaveConfirmed: boolean;
  /** The launcher or content the running operation is about. */
  targetId: number | null;
  /**
   * The shown translation another operator deleted: its tab stays (what the operator typed
   * stays in its form and drafts) until the operator switches to another translation.
   */
  contentDeletedElsewhere: number | null;
  /** Load failure shown in place of the editor. */
  loadError: string | null;
  sections: SectionHosts;
  runningSection: RunningSection | null;
  translationStrip: PartHost | null;
  runningStrip: RunningPart | null;
};

export function initialEditorContext(input: EditorInput): EditorContext {
  return {
    landingId: input.landingId,
    requestedLauncherId: input.relatedLauncherId ?? null,
    landing: null,
    launcher: null,
    baseContent: null,
    activeContent: null,
    linkableLaunchers: [],
    section: input.landingId === null ? LANDING_SETTINGS : MAIN_INFORMATION,
    pendingMove: null,
    leaveConfirmed: false,
    targetId: null,
    loadError: null,
    contentDeletedElsewhere: null,
    sections: input.sections ?? {},
    runningSection: null,
    translationStrip: input.translationStrip ?? null,
    runningStrip: null,
  };
}
