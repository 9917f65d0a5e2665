import {
  ICON_MAX_BYTES,
  ICON_RATIO,
  ICON_RATIO_TOLERANCE,
  ICON_SIZE_PX,
  LauncherName,
  NAME_MIN_LENGTH,
  schemaIssues,
} from '@landing/api';
import type { IconNameContext, IconNameErrors, IconNameValues } from './context.ts';

/** The Icon, Name and Short Name messages (editor.md §5). */
export const ICON_NAME_MESSAGES = {
  iconRequired: 'Icon is required',
  iconNotImage: 'Icon must be an image',
  iconTooLarge: 'Icon must be ≤ 5MB',
  iconWrongSize: 'Icon must be 512x512px',
  iconRatio: 'Aspect ratio must be 1:1',
  nameRequired: 'Name is required',
  nameTooShort: `Name must be at least ${NAME_MIN_LENGTH} characters`,
  shortNameRequired: 'Short name is required',
  shortNameTooShort: `Short name must be at least ${NAME_MIN_LENGTH} characters`,
  tooLong: 'Max 100 characters',
} as const;

const M = ICON_NAME_MESSAGES;

export type ImageSize = { width: number; height: number };

/** What the file itself says before its pixels are read: an image, at most 5 MB. */
export function iconFileMessage(file: Pick<Blob, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return M.iconNotImage;
  if (file.size > ICON_MAX_BYTES) return M.iconTooLarge;
  return null;
}

/**
 * What the decoded pixels say. The ratio is judged first so a 1:2 image hears about its shape;
 * a square of the wrong size hears about the size.
 */
export function iconPixelsMessage({ width, height }: ImageSize): string | null {
  if (width <= 0 || height <= 0) return M.iconNotImage;
  if (Math.abs(width / height - ICON_RATIO) > ICON_RATIO_TOLERANCE) return M.iconRatio;
  if (width !== ICON_SIZE_PX || height !== ICON_SIZE_PX) return M.iconWrongSize;
  return null;
}

/** Name and Short Name follow `LauncherName` from @landing/api: 3 to 100 characters. */
function nameMessage(
  value: string,
  messages: { required: string; tooShort: string },
): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return messages.required;
  const [code] = Object.values(schemaIssues(LauncherName, trimmed));
  if (code === undefined) return undefined;
  return code === 'maxLength' ? M.tooLong : messages.tooShort;
}

export function validateNames(values: IconNameValues): IconNameErrors {
  const errors: IconNameErrors = {};
  const name = nameMessage(values.name, { required: M.nameRequired, tooShort: M.nameTooShort });
  const shortName = nameMessage(values.shortName, {
    required: M.shortNameRequired,
    tooShort: M.shortNameTooShort,
  });
  if (name) errors.name = name;
  if (shortName) errors.shortName = shortName;
  return errors;
}

export function validateIconName(context: IconNameContext): IconNameErrors {
  const errors = validateNames(context.values);
  // A base design always has its icon, even when a lean answer did not give its URL.
  const hasStoredIcon = context.iconUrl !== null || context.baseDesignId !== null;
  if (context.iconFile === null && !hasStoredIcon) errors.icon = M.iconRequired;
  else if (context.iconFile !== null && context.iconFileError !== null) {
    errors.icon = context.iconFileError;
  }
  return errors;
}

export const namesChanged = (context: IconNameContext) =>
  context.values.name.trim() !== context.savedValues.name.trim() ||
  context.values.shortName.trim() !== context.savedValues.shortName.trim();

export const isIconNameDirty = (context: IconNameContext) =>
  namesChanged(context) || context.iconFile !== null;
