import type { SnapshotFrom } from 'xstate';
import { canMoveScreen, isDirty } from './changes.ts';
import { canUseBaseDesign, designValuesOf, type DesignField } from './context.ts';
import type { designMachine } from './machine.ts';
import { fieldError } from './rules.ts';

export type DesignSnapshot = SnapshotFrom<typeof designMachine>;

export const selectIsLoading = (s: DesignSnapshot) => s.hasTag('loading');
export const selectIsLoadFailed = (s: DesignSnapshot) => s.matches('loadFailed');
/** 'Preview Only': the translation uses the base design. */
export const selectIsReadOnly = (s: DesignSnapshot) => s.hasTag('readOnly');
export const selectIsConfirmingUnlink = (s: DesignSnapshot) =>
  s.matches({ readOnly: 'confirmingUnlink' }) || s.matches({ readOnly: 'unlinking' });
export const selectIsUnlinking = (s: DesignSnapshot) => s.matches({ readOnly: 'unlinking' });
/** Editing controls are enabled: the form waits for the operator. */
export const selectIsEditable = (s: DesignSnapshot) => s.matches({ editing: 'idle' });
export const selectIsChecking = (s: DesignSnapshot) => s.hasTag('checking');
export const selectIsSaving = (s: DesignSnapshot) =>
  s.matches('saving') || s.matches('checkingDesign');
/** The open conflict dialog's merge (issue 29), or null. */
export const selectConflict = (s: DesignSnapshot) => s.context.conflict;
/** The operator's own files, shown as "yours" in the conflict dialog. */
export const selectMine = (s: DesignSnapshot) => designValuesOf(s.context);
/** Who saved the design elsewhere while the form holds unsaved input (issue 29), or null. */
export const selectChangedElsewhere = (s: DesignSnapshot) =>
  s.matches('editing') ? s.context.changedElsewhere : null;
export const selectIsLinkingBase = (s: DesignSnapshot) => s.matches({ editing: 'linkingBase' });
export const selectIsCapturing = (s: DesignSnapshot) => s.matches({ editing: 'capturingFrame' });
/** Upload progress of the save, 0–100, or null when nothing uploads. */
export const selectProgress = (s: DesignSnapshot) => s.context.progress;
export const selectIsDirty = (s: DesignSnapshot) => isDirty(s.context);
export const selectCanUseBaseDesign = (s: DesignSnapshot) =>
  s.matches('editing') && canUseBaseDesign(s.context);

export const selectIcon = (s: DesignSnapshot) => s.context.icon;
/** 'Remove' is offered on a newly chosen icon only. */
export const selectCanRemoveIcon = (s: DesignSnapshot) => s.context.icon?.kind === 'chosen';

export const selectScreens = (s: DesignSnapshot) => s.context.screens;
export const selectScreenCount = (s: DesignSnapshot) => s.context.screens.length;
export const selectCanMoveLeft = (key: string) => (s: DesignSnapshot) =>
  canMoveScreen(s.context.screens, key, -1);
export const selectCanMoveRight = (key: string) => (s: DesignSnapshot) =>
  canMoveScreen(s.context.screens, key, 1);

export const selectVideo = (s: DesignSnapshot) => s.context.video;
export const selectHasVideo = (s: DesignSnapshot) => s.context.video !== null;
export const selectVideoPreview = (s: DesignSnapshot) => s.context.videoPreview;

/** The message shown under a field (a chosen file's fault, or a missing value once touched). */
export const selectFieldError = (field: DesignField) => (s: DesignSnapshot) =>
  fieldError(s.context, field);
