import { COMMENT_STARS_MAX, COMMENT_STARS_MIN } from '@landing/api';

/**
 * The Rating input's value as kept (DECISIONS.md): a number clamped to 1–5 and rounded; a
 * non-numeric entry becomes 1.
 */
export function clampStars(typed: string | number): number {
  const value = typeof typed === 'number' ? typed : Number.parseFloat(typed);
  if (!Number.isFinite(value)) return COMMENT_STARS_MIN;
  return Math.min(COMMENT_STARS_MAX, Math.max(COMMENT_STARS_MIN, Math.round(value)));
}
