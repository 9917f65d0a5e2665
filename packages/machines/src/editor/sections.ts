import type { AnyActorLogic, AnyActorRef } from 'xstate';
import { MissingIdError } from '../shared/requireId.ts';
import type { Landing, Launcher, LauncherContent, SectionId } from './entities.ts';

/** What the editor knows when it mounts a section's machine. */
export interface SectionContext {
  landingId: number | null;
  /** The landing open, with its related launchers (null for a new one). */
  landing: Landing | null;
  /** The active launcher; null only for Landing Settings on a new landing (`launcherOf`). */
  launcher: Launcher | null;
  /** The translation shown in the tab strip (null when none is selected). */
  activeContent: LauncherContent | null;
  /** The default translation (the base), null when the launcher has none yet. */
  baseContent: LauncherContent | null;
}

/** The active launcher of a section that needs one (the editor mounts it only then). */
export function launcherOf(context: SectionContext): Launcher {
  if (context.launcher === null) throw new MissingIdError('launcher');
  return context.launcher;
}

/** How the editor machine runs a machine: the machine (effects provided), its input and key. */
export interface PartHost {
  logic: AnyActorLogic;
  input: (context: SectionContext) => unknown;
  /** A new key (e.g. another launcher) restarts the actor. */
  key: (context: SectionContext) => string;
}

/**
 * How the editor machine runs one section's machine, from the section's definition: whether it
 * needs an active translation, the machine, its input, the key that restarts it, and whether
 * it holds unsaved changes.
 */
export interface SectionHost extends PartHost {
  /** Runs only while a translation is active (the tab strip shows above it). */
  needsTranslation: boolean;
  isDirty: (snapshot: unknown) => boolean;
}

/** The sections with a machine of their own, by id. */
export type SectionHosts = Readonly<Partial<Record<SectionId, SectionHost>>>;

/** The running section actor, if any, and the key it was started for. */
export type RunningSection = { id: SectionId; key: string; ref: AnyActorRef };

/** A running part beside the sections (the translation strip) and the key it was started for. */
export type RunningPart = { key: string; ref: AnyActorRef };

/** How a machine is mounted by the editor, declared beside the machine. */
export interface PartMount<TInput = unknown> {
  inputFrom: (context: SectionContext) => TInput;
  key: (context: SectionContext) => string;
}

/** How a section machine is mounted, declared beside the machine (its definition spreads it). */
export interface SectionMount<TInput = unknown, TSnapshot = unknown> extends PartMount<TInput> {
  needsTranslation: boolean;
  isDirty: (snapshot: TSnapshot) => boolean;
}

/**
 * The machine (effects provided), or how to make it: made on the first start of its actor, not
 * with the editor (building a machine's states is start-up work, and most sections are not
 * opened on every visit).
 */
export type HostLogic = AnyActorLogic | (() => AnyActorLogic);

/** The logic a host runs, made once on first use when it is given as a function. */
function logicOnFirstUse(logic: HostLogic): () => AnyActorLogic {
  if (typeof logic !== 'function') return () => logic;
  let made: AnyActorLogic | undefined;
  return () => (made ??= logic());
}

/** The host the editor machine runs for a part beside the sections: its mount with its machine. */
export function partHostOf<TInput>(mount: PartMount<TInput>, logic: HostLogic): PartHost {
  const logicNow = logicOnFirstUse(logic);
  return {
    get logic() {
      return logicNow();
    },
    input: (context) => mount.inputFrom(context),
    key: (context) => mount.key(context),
  };
}

/** The host the editor machine runs for a section: its mount with its machine (effects provided). */
export function sectionHostOf<TInput, TSnapshot>(
  mount: SectionMount<TInput, TSnapshot>,
  logic: HostLogic,
): SectionHost {
  const part = partHostOf(mount, logic);
  return {
    get logic() {
      return part.logic;
    },
    input: part.input,
    key: part.key,
    needsTranslation: mount.needsTranslation,
    isDirty: (snapshot) => mount.isDirty(snapshot as TSnapshot),
  };
}
