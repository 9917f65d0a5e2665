import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  color: vars.color.textMuted,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const grow = style({ flex: '1 1 220px', minWidth: 0 });

export const actions = style({ display: 'flex', gap: vars.space.sm });

export const avatar = style({
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  flexShrink: 0,
  background: vars.color.surfaceSunken,
});

export const avatarFallback = style([
  avatar,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: vars.fontSize.xs,
    color: vars.color.text,
  },
]);

/** As wide as its cell: a name wraps inside it, never pushing the cell wider. */
export const author = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const stars = style({ color: vars.color.text, letterSpacing: '1px' });

export const count = style({ color: vars.color.textMuted, marginLeft: vars.space.xs });

export const ratingPreview = style({ fontSize: vars.fontSize.lg, color: vars.color.text });

export const bulkHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bulkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxHeight: '360px',
  overflowY: 'auto',
});

export const check = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  // Room round the small native checkbox: its label, the hit area, reaches 24 px across.
  padding: '6px',
  cursor: 'pointer',
});

export const muted = style({ color: vars.color.textMuted });

/**
 * The author's name beside the avatar wraps between words inside the column instead of being
 * cut; only a word longer than the column breaks.
 */
export const authorName = style({ minWidth: 0, overflowWrap: 'break-word' });

/** A comment cell keeps two lines' height: the text laid over the row when opened. */
export const commentCell = style({
  position: 'relative',
  height: `calc(2 * ${vars.lineHeight.tight} * 1em)`,
});

/**
 * A comment shows over two lines, the rest cut with an ellipsis; under the pointer or focus it
 * opens whole over the rows below (the table's rows keep their height for the windowing).
 */
export const commentText = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover, &:focus-visible, &:focus': {
      position: 'absolute',
      insetInline: `calc(-1 * ${vars.space.xs})`,
      top: `calc(-1 * ${vars.space.xs})`,
      zIndex: 2,
      display: 'block',
      WebkitLineClamp: 'unset',
      padding: vars.space.xs,
      background: vars.color.surfaceRaised,
      boxShadow: vars.shadow.md,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
