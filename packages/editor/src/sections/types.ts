import type { Launcher, LauncherContent } from '@landing/api';
import { MissingIdError } from '@landing/machines';
import type { ActorRefFrom, AnyActorLogic, InputFrom, SnapshotFrom } from 'xstate';
import type { LazyPart } from '../lazy/lazyPart.tsx';
import type { EditorServices } from '../services/EditorServices.tsx';

/** The editor's side navigation entries, in order. */
export type SectionId =
  'landingSettings' | 'mainInformation' | 'design' | 'content' | 'comments' | 'relatedLaunchers';

/** What the editor knows when it mounts a content section. */
export interface SectionContext {
  landingId: number | null;
  launcher: Launcher;
  /** The translation shown in the tab strip (null when none is selected). */
  activeContent: LauncherContent | null;
  /** The default translation (the base), null when the launcher has none yet. */
  baseContent: LauncherContent | null;
}

/** The active translation of a section that needs one (the editor mounts it only then). */
export function activeContentOf(context: SectionContext): LauncherContent {
  if (context.activeContent === null) throw new MissingIdError('active translation');
  return context.activeContent;
}

/**
 * One content section (Main Information, Design, Content, Comments): a machine from
 * packages/machines wired to the API, its input from the editor's state, and a thin view.
 * The editor spawns one actor per section from `createLogic` with `inputFrom(context)`, restarts
 * it when `key(context)` changes, asks before leaving while `isDirty` holds, and renders
 * `View` with that actor.
 */
export interface SectionDefinition<TLogic extends AnyActorLogic = AnyActorLogic> {
  id: Exclude<SectionId, 'landingSettings' | 'relatedLaunchers'>;
  /** The section machine provided with real effects built from the editor's services. */
  createLogic: (services: EditorServices) => TLogic;
  inputFrom: (context: SectionContext) => InputFrom<TLogic>;
  /** A new key (e.g. another launcher or translation) restarts the section's actor. */
  key: (context: SectionContext) => string;
  isDirty: (snapshot: SnapshotFrom<TLogic>) => boolean;
  /** Loaded with the section's first showing (or ahead of it: `View.preload()`). */
  View: LazyPart<{ actorRef: ActorRefFrom<TLogic> }>;
}

/** Keeps a section's own types inside its definition and lets the registry hold any section. */
export const defineSection = <TLogic extends AnyActorLogic>(
  definition: SectionDefinition<TLogic>,
): SectionDefinition => definition;
