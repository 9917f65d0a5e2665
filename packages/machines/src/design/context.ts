import type { EventObject } from 'xstate';
import type { Design } from '@landing/api';
import type { ChangedElsewhere, HeldClick } from '../shared/changedElsewhere.ts';
import type { FormConflict } from '../shared/conflict/formConflict.ts';
import type { DesignFieldMessage } from './rules.ts';

/** Input of the design section: the translation shown and what the editor knows of the base. */
export type DesignInput = {
  /** The translation (launcher content) whose design is edited. */
  contentId: number;
  /** The translation is the launcher's default content (the base). */
  isBase: boolean;
  /** The translation's design, null when it has none. */
  designId: number | null;
  /** The base translation's design, null when the base has none (or there is no base). */
  baseDesignId: number | null;
};

/** A file already on the server, shown by its URL. */
export type StoredFile = { kind: 'stored'; url: string };
/** A file the operator chose here, not uploaded yet. */
export type ChosenFile = { kind: 'chosen'; file: File };

export type IconValue = StoredFile | ChosenFile;

/** One screenshot of the gallery; `key` stays the same while it moves. */
export type ScreenItem =
  | { key: string; kind: 'stored'; name: string; url: string }
  | { key: string; kind: 'chosen'; file: File };

/** A stored video keeps the bytes fetched for frame capture (null until or unless fetched). */
export type VideoValue = (StoredFile & { blob: Blob | null }) | ChosenFile;
export type VideoPreviewValue = StoredFile | ChosenFile;

/** The fields validated on blur. */
export type DesignField = 'icon' | 'screens' | 'video';

export type DesignFieldFlags = Record<DesignField, boolean>;
export type DesignFileErrors = Record<DesignField, DesignFieldMessage | null>;

export interface DesignContext {
  contentId: number;
  isBase: boolean;
  designId: number | null;
  baseDesignId: number | null;
  /** The design as last loaded or saved (null when the translation has none). */
  design: Design | null;
  icon: IconValue | null;
  screens: ScreenItem[];
  video: VideoValue | null;
  videoPreview: VideoPreviewValue | null;
  /** Fields that lost focus or were part of a save attempt: their rules show. */
  touched: DesignFieldFlags;
  /** What checking a chosen file found wrong with it. */
  fileErrors: DesignFileErrors;
  /** Files chosen here while their bytes are checked (screenshots or a video). */
  checking: File[];
  /** Upload progress of the save in flight, 0–100; null when nothing is uploading. */
  progress: number | null;
  /** Next key for a screenshot added here. */
  nextScreenKey: number;
  /** The designs listed before a create (null if that read failed): to find an unnamed one. */
  designIdsBefore: number[] | null;
  /**
   * A create answered without its id and not found since (the number of screenshots it sent):
   * the next save looks for it again rather than make a second design.
   */
  unnamedDesign: { screens: number } | null;
  /** The design this save created, loaded before it shows. */
  createdDesignId: number | null;
  /** The design as another operator saved it, read by the save's check (issue 29). */
  readDesign: Design | null;
  /** While the conflict dialog is open: both operators changed a file of this design. */
  conflict: FormConflict<DesignValues> | null;
  /**
   * Another operator saved the design while the form holds chosen files or gallery moves: who
   * and when, for 'Changed by {operator} {time ago}: Reload' (issue 29); null otherwise.
   */
  changedElsewhere: ChangedElsewhere | null;
  /** The last click made while another operator's save is read, acted on when it ends (issue 29). */
  heldClick: HeldClick | null;
  /** Changes told while the form could not read them, heard once it can (issue 29). */
  keptChanges: readonly EventObject[];
}

export const NO_FIELDS: DesignFieldFlags = { icon: false, screens: false, video: false };
export const NO_FILE_ERRORS: DesignFileErrors = { icon: null, screens: null, video: null };

/** What the operator edits: the files and the gallery's order (a step of the section's history). */
export type DesignValues = Pick<DesignContext, 'icon' | 'screens' | 'video' | 'videoPreview'>;

/** The form's values as they are now. */
export const designValuesOf = ({
  icon,
  screens,
  video,
  videoPreview,
}: DesignContext): DesignValues => ({
  icon,
  screens,
  video,
  videoPreview,
});

/** The editable values of a design (all empty without one). */
export function valuesFromDesign(design: Design | null): DesignValues {
  if (design === null) return { icon: null, screens: [], video: null, videoPreview: null };
  return {
    icon: design.iconUrl ? { kind: 'stored', url: design.iconUrl } : null,
    screens: design.screensData.map((screen) => ({
      key: `stored:${screen.name}`,
      kind: 'stored',
      name: screen.name,
      url: screen.url,
    })),
    video: design.videoUrl ? { kind: 'stored', url: design.videoUrl, blob: null } : null,
    videoPreview: design.videoPreviewUrl ? { kind: 'stored', url: design.videoPreviewUrl } : null,
  };
}

export function initialDesignContext(input: DesignInput): DesignContext {
  return {
    contentId: input.contentId,
    isBase: input.isBase,
    designId: input.designId,
    baseDesignId: input.baseDesignId,
    design: null,
    ...valuesFromDesign(null),
    touched: NO_FIELDS,
    fileErrors: NO_FILE_ERRORS,
    checking: [],
    progress: null,
    nextScreenKey: 0,
    designIdsBefore: null,
    unnamedDesign: null,
    createdDesignId: null,
    readDesign: null,
    conflict: null,
    changedElsewhere: null,
    heldClick: null,
    keptChanges: [],
  };
}

/** The translation shows the base translation's design: read-only (editor.md §4). */
export const usesBaseDesign = (context: DesignContext): boolean =>
  !context.isBase && context.baseDesignId !== null && context.designId === context.baseDesignId;

/** 'Use Base Design' is offered to a translation that is not the base and not on its design. */
export const canUseBaseDesign = (context: DesignContext): boolean =>
  !context.isBase && context.baseDesignId !== null && context.designId !== context.baseDesignId;
