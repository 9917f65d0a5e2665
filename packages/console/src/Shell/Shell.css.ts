import { media, vars, visuallyHiddenRules } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '220px minmax(0, 1fr)',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  // The navigation becomes a strip above the page, which keeps the full width.
  '@media': {
    [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'auto 1fr' },
  },
});

export const brand = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  '@media': { [media.narrow]: { padding: `${vars.space.xs} ${vars.space.sm}` } },
});

export const column = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const header = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.narrow]: { padding: `${vars.space.xs} ${vars.space.sm}` } },
});

export const content = style({ flex: 1, minWidth: 0 });

export const userCard = style({
  minWidth: '200px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  // The header's width, loading or loaded: a card sized by its text would move when the user
  // arrives (a layout shift Lighthouse counts on a slow phone).
  '@media': { [media.narrow]: { minWidth: 0, flex: '1 1 auto' } },
});

/**
 * As tall as the loaded card's two rows (name at the body size, email at `sm`), so the header
 * and the screen below it do not move when the user arrives (no layout shift). On a narrow
 * screen the loaded card is one row.
 */
export const userLoading = style({
  margin: 0,
  color: vars.color.textMuted,
  minHeight: `calc(${vars.lineHeight.normal} * (1em + ${vars.fontSize.sm}))`,
  '@media': { [media.narrow]: { minHeight: 0 } },
});

export const userFields = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  // Name, then email, on one line when they fit: the card stays one row tall above the page.
  '@media': {
    [media.narrow]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      columnGap: vars.space.md,
    },
  },
});

export const userLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  alignSelf: 'center',
  // What a name and an email are is plain to see; screen readers still hear the labels.
  '@media': { [media.narrow]: visuallyHiddenRules },
});

/** A long name or email breaks rather than widening the page on a narrow screen. */
const breakAnywhereWhenNarrow = {
  '@media': { [media.narrow]: { overflowWrap: 'anywhere' } },
} as const;

export const userName = style([
  { margin: 0, fontWeight: vars.fontWeight.medium },
  breakAnywhereWhenNarrow,
]);

export const userEmail = style([
  { margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted },
  breakAnywhereWhenNarrow,
]);
