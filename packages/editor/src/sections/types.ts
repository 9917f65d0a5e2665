import type { LauncherContent } from '@landing/api';
import {
  MissingIdError,
  type RowChange,
  type SectionContext,
  type SectionId,
} from '@landing/machines';
import type { ActorRefFrom, AnyActorLogic, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import type { DraftForm, HistoryForm } from '@landing/drafts';
import type { LazyPart } from '../lazy/lazyPart.tsx';
import type { EditorServices } from '../services/EditorServices.tsx';

export type { SectionContext, SectionId };

/** The active translation of a section that needs one (the editor mounts it only then). */
export function activeContentOf(context: SectionContext): LauncherContent {
  if (context.activeContent === null) throw new MissingIdError('active translation');
  return context.activeContent;
}

/** What every side navigation entry declares. */
interface SectionEntry {
  id: SectionId;
  /** The side navigation entry and the section's heading (the spec's words). */
  label: string;
  /**
   * Shown only with an active translation, under the translation tab strip; its machine runs
   * only then. The one place that says which sections need a translation.
   */
  needsTranslation: boolean;
}

/**
 * A side navigation entry with its machine: a machine from packages/machines wired to the API, its input from the editor's state, and a thin view.
 * The editor spawns one actor per section from `createLogic` with `inputFrom(context)`, restarts
 * it when `key(context)` changes, asks before leaving while `isDirty` holds, and renders
 * `View` with that actor.
 */
export interface MachineSectionDefinition<
  TLogic extends AnyActorLogic = AnyActorLogic,
> extends SectionEntry {
  /** The section machine provided with real effects built from the editor's services. */
  createLogic: (services: EditorServices) => TLogic;
  inputFrom: (context: SectionContext) => InputFrom<TLogic>;
  /** A new key (e.g. another launcher or translation) restarts the section's actor. */
  key: (context: SectionContext) => string;
  isDirty: (snapshot: SnapshotFrom<TLogic>) => boolean;
  /** Loaded with the section's first showing (or ahead of it: `View.preload()`). */
  View: LazyPart<{ actorRef: ActorRefFrom<TLogic> }>;
  /**
   * Parts the view draws below its first screen once its data is there (e.g. Main Information's
   * Static Content): not fetched with the view ahead of the editor's first paint, but when the
   * view draws them or the browser is idle.
   */
  laterParts?: readonly Pick<LazyPart<never>, 'preload'>[];
  /**
   * The forms whose unsaved values are kept in the browser as drafts (offered again when the
   * place is opened again); none when absent.
   */
  drafts?: (actorRef: ActorRefFrom<TLogic>) => readonly DraftForm[];
  /**
   * Issue 29: the event telling the section's actor that another operator saved a row it shows
   * (from the landing watch), or null when the row is not the section's; never told when absent.
   */
  changedElsewhere?: (change: RowChange, context: SectionContext) => EventFromLogic<TLogic> | null;
  /**
   * The forms the section's Undo and Redo step through besides the draft forms that give
   * `currentOf` (a form with no draft, e.g. Design's files and gallery).
   */
  history?: (actorRef: ActorRefFrom<TLogic>) => readonly HistoryForm[];
}

/** One side navigation entry: everything the editor machine, the shell and the preloading use. */
export type SectionDefinition = MachineSectionDefinition;

/** Keeps a section's own types inside its definition and lets the registry hold any section. */
export const defineSection = <TLogic extends AnyActorLogic>(
  definition: MachineSectionDefinition<TLogic>,
): MachineSectionDefinition => definition;
