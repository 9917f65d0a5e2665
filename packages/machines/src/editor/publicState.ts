import type { AnyActorRef } from 'xstate';
import type { EditorContext } from './context.ts';
import type { BuiltInSectionId } from './entities.ts';
import { hasUnsavedChanges } from './guards.ts';

/**
 * What a host may read of an editor: where it is and whether work is unsaved or saving. The
 * machine's own context (drafts, running actors, pending moves) stays inside.
 */
export interface EditorState {
  /** Opening the landing (or its launcher), ready, or the landing could not be loaded. */
  status: 'loading' | 'ready' | 'failed';
  /** The landing open; null for a new landing not saved yet. */
  landing: { id: number } | null;
  /** The launcher shown: the landing's main launcher or one of its related launchers. */
  launcher: { id: number; name: string; isMain: boolean } | null;
  /** The translation shown in the tab strip. */
  translation: { id: number; localeId: number; isBase: boolean } | null;
  /** The side navigation entry shown. */
  section: BuiltInSectionId;
  /** The section shown holds unsaved changes (a move away asks first). */
  dirty: boolean;
  /** A call the editor, the shown section or the translation strip started is running. */
  saving: boolean;
}

type EditorSnapshotLike = {
  context: EditorContext;
  hasTag: (tag: 'loading' | 'busy') => boolean;
  matches: (value: 'loadFailed') => boolean;
};

type Tagged = {
  hasTag: (tag: string) => boolean;
  children: Record<string, AnyActorRef | undefined>;
};

/** The actor or any actor it runs (a section's forms, their uploads) is in a 'busy' state. */
const isBusy = (ref: AnyActorRef | null | undefined): boolean => {
  const snapshot = ref?.getSnapshot() as Partial<Tagged> | undefined;
  if (snapshot === undefined) return false;
  if (typeof snapshot.hasTag === 'function' && snapshot.hasTag('busy')) return true;
  return Object.values(snapshot.children ?? {}).some(isBusy);
};

/** The public view of one editor snapshot (its running section read as it is now). */
export function editorStateOf(snapshot: EditorSnapshotLike): EditorState {
  const { context } = snapshot;
  const { landingId, launcher, activeContent } = context;
  const mainId = context.landing?.mainLauncher?.id ?? null;
  return {
    status: snapshot.matches('loadFailed')
      ? 'failed'
      : snapshot.hasTag('loading')
        ? 'loading'
        : 'ready',
    landing: landingId === null ? null : { id: landingId },
    launcher:
      launcher === null
        ? null
        : { id: launcher.id, name: launcher.name ?? '', isMain: launcher.id === mainId },
    translation:
      activeContent === null
        ? null
        : {
            id: activeContent.id,
            localeId: activeContent.localeId,
            isBase: activeContent.isDefault,
          },
    // Hosts mount the registry's sections only.
    section: context.section as BuiltInSectionId,
    dirty: hasUnsavedChanges(context),
    saving:
      snapshot.hasTag('busy') ||
      isBusy(context.runningSection?.ref ?? null) ||
      isBusy(context.runningStrip?.ref ?? null),
  };
}

/** Two views say the same (hosts hear a change only when one does). */
export function sameEditorState(a: EditorState, b: EditorState): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
