import { isGone, isStaleWrite, versionTag, type Design } from '@landing/api';
import { designConflictOf } from './conflict.ts';
import { canMoveScreen, isDirty } from './changes.ts';
import { canUseBaseDesign, usesBaseDesign, type DesignContext } from './context.ts';
import type { DesignEvent } from './events.ts';
import { formErrors } from './rules.ts';

type GuardArgs = { context: DesignContext; event: DesignEvent };

/** Guards that only read context and event; they stay concrete in the machine. */
export const designGuards = {
  hasDesign: ({ context }: GuardArgs) => context.designId !== null,
  usesBaseDesign: ({ context }: GuardArgs) => usesBaseDesign(context),
  canUseBaseDesign: ({ context }: GuardArgs) => canUseBaseDesign(context),
  hasErrors: ({ context }: GuardArgs) => formErrors(context).length > 0,
  hasChanges: ({ context }: GuardArgs) => isDirty(context),
  hasOwnDesign: ({ context }: GuardArgs) => context.designId !== null,
  hasUnnamedDesign: ({ context }: GuardArgs) => context.unnamedDesign !== null,
  hasVideo: ({ context }: GuardArgs) => context.video !== null,
  hasChosenIcon: ({ context }: GuardArgs) => context.icon?.kind === 'chosen',
  hasVideoPreview: ({ context }: GuardArgs) => context.videoPreview !== null,
  hasFiles: ({ event }: GuardArgs) => event.type === 'screens.add' && event.files.length > 0,
  canMoveLeft: ({ context, event }: GuardArgs) =>
    event.type === 'screen.moveLeft' && canMoveScreen(context.screens, event.key, -1),
  canMoveRight: ({ context, event }: GuardArgs) =>
    event.type === 'screen.moveRight' && canMoveScreen(context.screens, event.key, 1),
  hasScreen: ({ context, event }: GuardArgs) =>
    event.type === 'screen.remove' && context.screens.some((screen) => screen.key === event.key),
  /** A restored step has a chosen icon other than the one shown: its pixels are checked again. */
  restoresAnotherChosenIcon: ({ context, event }: GuardArgs) =>
    event.type === 'design.restore' &&
    event.values.icon?.kind === 'chosen' &&
    (context.icon?.kind !== 'chosen' || context.icon.file !== event.values.icon.file),
  /** The server gave the design a version: the write itself is checked (If-Match). */
  hasVersion: ({ context }: GuardArgs) => versionTag(context.design?.version) !== undefined,
  staleWrite: ({ event }: GuardArgs) => 'error' in event && isStaleWrite(event.error),
  gone: ({ event }: GuardArgs) => 'error' in event && isGone(event.error),
  bothChangedAFile: ({ context, event }: GuardArgs) =>
    'output' in event && designConflictOf(context, event.output as Design).fields.length > 0,
  /** The loaded design has a video whose bytes are fetched for frame capture. */
  loadedVideo: (_: GuardArgs, design: Design) => Boolean(design.videoUrl),
};
