import { ICON_RATIO, ICON_RATIO_TOLERANCE, ICON_SIZE_PX } from '@landing/api';
import {
  maxDesignScreens,
  maxImagePixels,
  maxImageSide,
  sniffImage,
  sniffVideo,
  uploadLimits,
} from '@landing/api/uploads';
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
  // Not in the spec: the server's limits, said in the form before the save (docs/decisions.md).
  screenTooLarge: 'Screenshot must be ≤ 10MB',
  screenTooBig: `Screenshots may be at most ${maxImageSide} px a side and 50 megapixels`,
  tooManyScreens: `At most ${maxDesignScreens} screenshots`,
  videoFormat: 'Video must be in MP4 or WebM format',
  videoTooLarge: 'Video must be ≤ 15MB',
  saveFailed: 'Failed to save design',
  created: 'Design created successfully',
  updated: 'Design updated successfully',
  loadFailed: 'Failed to load design',
  frameCaptured: 'Frame captured successfully',
  frameFailed: 'Failed to capture frame',
  gone: 'This design was deleted by another operator. What you typed is still in the form.',
} as const;

/** The messages above that are about a field (the others are toasts). */
export const DESIGN_FIELD_RULES = [
  'iconRequired',
  'iconNotImage',
  'iconTooLarge',
  'iconWrongSize',
  'iconWrongRatio',
  'screensRequired',
  'screensInvalid',
  'screenTooLarge',
  'screenTooBig',
  'tooManyScreens',
  'videoFormat',
  'videoTooLarge',
] as const satisfies readonly (keyof typeof DESIGN_MESSAGES)[];

/** A message under one of the Design tab's fields (an invalid save also toasts it). */
export type DesignFieldMessage = (typeof DESIGN_MESSAGES)[(typeof DESIGN_FIELD_RULES)[number]];

/**
 * An image's size as its header claims (what the server reads): null when the browser cannot
 * decode it or the header is not one the server knows.
 */
export type ImageFacts = { width: number; height: number } | null;

/** What a file's first bytes say it is (the declared type is not trusted). */
export type VideoFormat = 'mp4' | 'webm' | null;

/**
 * The facts the rules judge: the server's own header reading (`sniffImage`), for a file the
 * browser also decodes (`decodes` is the edge's, e.g. `createImageBitmap`).
 */
export async function imageFactsOf(
  file: Blob,
  decodes: (file: Blob) => Promise<boolean>,
): Promise<ImageFacts> {
  if (file.size === 0) return null;
  const header = await sniffImage(new Uint8Array(await file.arrayBuffer()));
  if (!header || !(await decodes(file))) return null;
  return { width: header.width, height: header.height };
}

/** The video format by the server's own sniffing of the first bytes. */
export async function videoFormatOf(file: Blob): Promise<VideoFormat> {
  const mimeType = sniffVideo(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
  if (mimeType === 'video/mp4') return 'mp4';
  return mimeType === 'video/webm' ? 'webm' : null;
}

const outsized = ({ width, height }: { width: number; height: number }) =>
  width > maxImageSide || height > maxImageSide || width * height > maxImagePixels;

/** The icon rules of editor.md §5 on a chosen file and its decoded pixels; null when it passes. */
export function iconError(file: File, facts: ImageFacts): DesignFieldMessage | null {
  if (file.size === 0 || facts === null) return DESIGN_MESSAGES.iconNotImage;
  if (file.size > uploadLimits.icon) return DESIGN_MESSAGES.iconTooLarge;
  if (Math.abs(facts.width / facts.height - ICON_RATIO) > ICON_RATIO_TOLERANCE) {
    return DESIGN_MESSAGES.iconWrongRatio;
  }
  if (facts.width !== ICON_SIZE_PX || facts.height !== ICON_SIZE_PX) {
    return DESIGN_MESSAGES.iconWrongSize;
  }
  return null;
}

/** A screenshot's fault under the shared upload rules; null when the server takes it too. */
export function screenshotError(file: File, facts: ImageFacts): DesignFieldMessage | null {
  if (file.size === 0 || facts === null) return DESIGN_MESSAGES.screensInvalid;
  if (file.size > uploadLimits.screenshot) return DESIGN_MESSAGES.screenTooLarge;
  if (outsized(facts)) return DESIGN_MESSAGES.screenTooBig;
  return null;
}

/** A screenshot must be a non-empty image the server takes. */
export const isValidScreenshot = (file: File, facts: ImageFacts): boolean =>
  screenshotError(file, facts) === null;

/** The video rules of editor.md §5 on a chosen file and its sniffed format; null when it passes. */
export function videoError(file: File, format: VideoFormat): DesignFieldMessage | null {
  if (format === null) return DESIGN_MESSAGES.videoFormat;
  if (file.size > uploadLimits.video) return DESIGN_MESSAGES.videoTooLarge;
  return null;
}

/** The message a field shows now: a chosen file's fault, else a missing value once touched. */
export function fieldError(context: DesignContext, field: DesignField): DesignFieldMessage | null {
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
export function formErrors(context: DesignContext): DesignFieldMessage[] {
  const errors: DesignFieldMessage[] = [];
  if (context.icon === null) errors.push(DESIGN_MESSAGES.iconRequired);
  else if (context.fileErrors.icon !== null) errors.push(context.fileErrors.icon);
  if (context.screens.length === 0) errors.push(DESIGN_MESSAGES.screensRequired);
  return errors;
}
