import type {
  ActionFunction,
  AnyActorRef,
  EventObject,
  MachineContext,
  ParameterizedObject,
} from 'xstate';
import type { Landing, Launcher, LauncherContent, LinkableLauncher } from './entities.ts';
import type { SectionContext } from './sections.ts';
import { enqueueForAnyMachine } from '../shared/enqueueForAnyMachine.ts';

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
  | { type: 'translation.deleted'; contentId: number }
  /** Another operator added translations to the launcher: their tabs join the strip. */
  | { type: 'translation.addedElsewhere'; contents: LauncherContent[] }
  /**
   * Another operator deleted a translation: its tab leaves the strip; the shown one stays shown
   * (what the operator typed stays in the form and its drafts) with a warning until the
   * operator switches to another.
   */
  | { type: 'translation.deletedElsewhere'; contentId: number };

/** What the editor sends down to a part that runs across sections: what it knows now. */
export type SectionContextUpdate = { type: 'section.context'; context: SectionContext };

/** The editor running in an actor system, if one does. */
const editorIn = (system: { get: (systemId: string) => unknown }) =>
  system.get(EDITOR_SYSTEM_ID) as AnyActorRef | undefined;

/**
 * The action that sends a section's report to the editor running in its actor system
 * (`reportOf` makes it from the action's context, event and params). A built-in `sendTo`, so
 * the editor takes it once the section's own step is done. A section running alone (a story,
 * a test) has no editor to tell: nothing is sent. It uses no actor, action, guard, delay or
 * emitted event of its machine (`never` there), so it fits any machine.
 */
export function reportToEditor<
  TContext extends MachineContext,
  TExpressionEvent extends EventObject,
  TParams extends ParameterizedObject['params'] | undefined,
  TEvent extends EventObject,
>(
  reportOf: (
    args: { context: TContext; event: TExpressionEvent },
    params: TParams,
  ) => SectionReport,
): ActionFunction<TContext, TExpressionEvent, TEvent, TParams, never, never, never, never, never> {
  return enqueueForAnyMachine<TContext, TExpressionEvent, TParams, TEvent>(
    ({ context, event, system, enqueue }, params) => {
      const editor = editorIn(system);
      if (editor) enqueue.sendTo(editor, reportOf({ context, event }, params));
    },
  );
}
