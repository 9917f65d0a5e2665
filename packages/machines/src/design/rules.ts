import {
  ICON_MAX_BYTES,
  ICON_RATIO,
  ICON_RATIO_TOLERANCE,
  ICON_SIZE_PX,
  VIDEO_MAX_BYTES,
} from '@landing/api';
import type { DesignContext, DesignField } from './context.ts';

/** The spec's messages of the Design tab (editor.md §5, §8), exactly. */
export const DESIGN_MESSAGES = {
  iconRequired: 'Icon is required',
  iconNotImage: 'Icon must be an image',
  iconTooLarge: 'Icon must be ≤ 5MB',
  iconWrongSize: 'Icon must be 512x512px',
  iconWrongRatio: 'Aspect ratio must be 1:1',
  screensRequired: 'At least one screenshot is required',
  screensInvalid: 'Invalid screenshot format. Please upload valid image files.',
  videoFormat: 'Video must be in MP4 or WebM format',
  videoTooLarge: 'Video must be ≤ 15MB',
  saveFailed: 'Failed to save design',
  created: 'Design created successfully',
  updated: 'Design updated successfully',
  loadFailed: 'Failed to load design',
  frameCaptured: 'Frame captured successfully',
  frameFailed: 'Failed to capture frame',
} as const;

/** What the browser read from a file's bytes: null when they are not an image it can decode. */
export type ImageFacts = { width: number; height: number } | null;

/** What a file's first bytes say it is (the declared type is not trusted). */
export type VideoFormat = 'mp4' | 'webm' | null;

/** The icon rules of editor.md §5 on a chosen file and its decoded pixels; null when it passes. */
export function iconError(file: File, facts: ImageFacts): string | null {
  if (file.size === 0 || facts === null) return DESIGN_MESSAGES.iconNotImage;
  if (file.size > ICON_MAX_BYTES) return DESIGN_MESSAGES.iconTooLarge;
  if (Math.abs(facts.width / facts.height - ICON_RATIO) > ICON_RATIO_TOLERANCE) {
    return DESIGN_MESSAGES.iconWrongRatio;
  }
  if (facts.width !== ICON_SIZE_PX || facts.height !== ICON_SIZE_PX) {
    return DESIGN_MESSAGES.iconWrongSize;
  }
  return null;
}

/** A screenshot must be a non-empty file the browser decodes as an image. */
export const isValidScreenshot = (file: File, facts: ImageFacts): boolean =>
  file.size > 0 && facts !== null;

/** The video rules of editor.md §5 on a chosen file and its sniffed format; null when it passes. */
export function videoError(file: File, format: VideoFormat): string | null {
  if (format === null) return DESIGN_MESSAGES.videoFormat;
  if (file.size > VIDEO_MAX_BYTES) return DESIGN_MESSAGES.videoTooLarge;
  return null;
}

/** The message a field shows now: a chosen file's fault, else a missing value once touched. */
export function fieldError(context: DesignContext, field: DesignField): string | null {
  const fileError = context.fileErrors[field];
  if (fileError !== null) return fileError;
  if (!context.touched[field]) return null;
  if (field === 'icon' && context.icon === null) return DESIGN_MESSAGES.iconRequired;
  if (field === 'screens' && context.screens.length === 0) return DESIGN_MESSAGES.screensRequired;
  return null;
}

/**
 * Every rule the form as it stands breaks, shown or not, in field order. A refused screenshot or
 * video never entered the form, so only its message remains; it does not block a save.
 */
export function formErrors(context: DesignContext): string[] {
  const errors: string[] = [];
  if (context.icon === null) errors.push(DESIGN_MESSAGES.iconRequired);
  else if (context.fileErrors.icon !== null) errors.push(context.fileErrors.icon);
  if (context.screens.length === 0) errors.push(DESIGN_MESSAGES.screensRequired);
  return errors;
}
