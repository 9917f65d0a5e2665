import { type } from './answerType.ts';
import { Id, LenientString, readOr, rowsOf, RowVersion } from './common.ts';
import { lazySchema } from './lazySchema.ts';

/** A screenshot: shown by its url, so a screen without one is left out. */
export const Screen = lazySchema(() =>
  type({ name: readOr(type('string'), () => ''), url: 'string' }),
);
export type Screen = typeof Screen.infer;

/** A design as the console reads it: only the id is required (DECISIONS.md "Write answers"). */
export const Design = lazySchema(() =>
  type({
    id: Id,
    'name?': LenientString,
    'iconUrl?': LenientString,
    screensData: readOr(rowsOf(Screen), () => []),
    'videoUrl?': LenientString,
    'videoPreviewUrl?': LenientString,
    tags: readOr(rowsOf(type('string')), () => []),
    'version?': RowVersion,
  }),
);
export type Design = typeof Design.infer;
export const DesignList = lazySchema(() => rowsOf(Design));

/**
 * `finalOrder` of the design PATCH: names of kept screens and `$new:{index}` placeholders for the
 * new files appended to the multipart body in order (DECISIONS.md).
 */
export const DesignFinalOrder = lazySchema(() => type('string[]'));
export type DesignFinalOrder = typeof DesignFinalOrder.infer;

/** Multipart field names of the design calls. */
export const DESIGN_FIELDS = {
  name: 'name',
  icon: 'icon',
  screens: 'screens',
  video: 'video',
  videoPreview: 'videoPreview',
  finalOrder: 'finalOrder',
  tags: 'tags',
} as const;

/**
 * A design form's `tags` as both back offices read them: a JSON list of strings, else
 * comma-separated text (trimmed, empty ones dropped). Undefined when the form sends none, which
 * keeps a design's tags on update.
 */
export const designTagsOf = (raw: string | undefined): string[] | undefined => {
  if (raw === undefined) return undefined;
  try {
    const tags: unknown = JSON.parse(raw);
    if (Array.isArray(tags) && tags.every((t) => typeof t === 'string')) return tags;
  } catch {
    // falls through to the comma-separated reading
  }
  return raw
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
};

/** A `video`/`videoPreview` field holding this text means "remove it". */
export const DESIGN_REMOVED_FILE = 'null';
