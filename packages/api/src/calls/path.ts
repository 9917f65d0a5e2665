/** Joins path segments, encoding each dynamic one. */
export const path = (...segments: Array<string | number>): string =>
  segments.map((segment) => encodeURIComponent(String(segment))).join('/');
