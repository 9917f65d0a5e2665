import { type } from 'arktype';
import { Id } from './common.ts';

export const Screen = type({ name: 'string', url: 'string' });
export type Screen = typeof Screen.infer;

export const Design = type({
  id: Id,
  'name?': 'string | null',
  'iconUrl?': 'string | null',
  screensData: Screen.array(),
  'videoUrl?': 'string | null',
  'videoPreviewUrl?': 'string | null',
  'tags?': 'string[] | null',
});
export type Design = typeof Design.infer;
export const DesignList = Design.array();

/**
 * `finalOrder` of the design PATCH: names of kept screens and `$new:{index}` placeholders for the
 * new files appended to the multipart body in order (DECISIONS.md).
 */
export const DesignFinalOrder = type('string[]');
export type DesignFinalOrder = typeof DesignFinalOrder.infer;

/** Multipart field names of the design calls. */
export const DESIGN_FIELDS = {
  name: 'name',
  icon: 'icon',
  screens: 'screens',
  video: 'video',
  videoPreview: 'videoPreview',
  finalOrder: 'finalOrder',
} as const;

/** A `video`/`videoPreview` field holding this text means "remove it". */
export const DESIGN_REMOVED_FILE = 'null';
