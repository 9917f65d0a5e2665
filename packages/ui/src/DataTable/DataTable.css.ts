import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { NARROW_SCREEN_MAX_WIDTH } from '../theme/media.ts';
import { minTarget } from '../theme/utilities.css.ts';
import { NARROW_MIN_WIDTH_PROPERTY } from './narrowMinWidth.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

/** The scroll box, queried for its own width: a table can be narrow on a wide screen. */
const viewportBox = createContainer();

export const viewport = style({
  containerName: viewportBox,
  containerType: 'inline-size',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  position: 'relative',
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  tableLayout: 'fixed',
  fontSize: vars.fontSize.sm,
  // In a box as narrow as a phone (a phone, or a column beside the editor's preview) the table
  // keeps readable columns and scrolls sideways inside the box.
  '@container': {
    [`${viewportBox} (max-width: ${NARROW_SCREEN_MAX_WIDTH}px)`]: {
      minWidth: `var(${NARROW_MIN_WIDTH_PROPERTY})`,
    },
  },
});

export const headCell = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  // A header too long for its column wraps rather than being cut.
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.tight,
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  padding: `${vars.space.xs} 0`,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text } },
});

export const sortIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  opacity: 0.4,
  selectors: {
    '[aria-sort="ascending"] &, [aria-sort="descending"] &': { opacity: 1 },
  },
});

export const row = style({
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[data-state="selected"]': { background: vars.color.accentSoft },
  },
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  // Text wraps between words inside its column, breaking only a word longer than the column
  // (never running under the next one); CellText keeps it to two lines.
  overflowWrap: 'break-word',
  lineHeight: vars.lineHeight.tight,
  verticalAlign: 'middle',
});

/** A text cell's content: at most two lines, the rest cut with an ellipsis. */
export const cellText = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
});

export const filter = style({ width: '256px', maxWidth: '100%' });

export const spacer = style({ padding: 0, border: 0 });

export const message = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const checkbox = style([
  minTarget,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '18px',
    height: '18px',
    padding: 0,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    color: vars.color.textOnAccent,
    cursor: 'pointer',
    selectors: {
      '&[data-state="checked"], &[data-state="indeterminate"]': {
        background: vars.color.accent,
        borderColor: vars.color.accent,
      },
    },
  },
]);

export const actions = style({ display: 'flex', gap: vars.space.xxs, justifyContent: 'flex-end' });

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const pagerGroup = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const pageSizeSelect = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

/**
 * A scrolling viewport taller than its box: size, layout and paint contained, so a fling lays
 * out and paints the table only, never the page (its height is set beside it).
 */
export const contained = style({ contain: 'strict' });
