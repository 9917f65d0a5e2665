/**
 * Named media queries. A CSS variable cannot stand in a media query, so the breakpoints are
 * plain values shared by every stylesheet that adapts to them.
 */

/**
 * The widest screen treated as a phone: side navigations become strips above the content and
 * side-by-side panels stack. Lighthouse's mobile preset is 412 px wide; 720 px also keeps a
 * phone in landscape and a narrow browser window usable.
 */
export const NARROW_SCREEN_MAX_WIDTH = 720;

export const media = {
  /** A phone-width screen (at most {@link NARROW_SCREEN_MAX_WIDTH} px). */
  narrow: `screen and (max-width: ${NARROW_SCREEN_MAX_WIDTH}px)`,
} as const;
