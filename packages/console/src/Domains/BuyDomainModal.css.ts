import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

/** The search form, the offers and the error, each with room around it. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const search = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const entry = style({ flex: 1, minWidth: 0 });

export const offers = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
});

export const offer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.accent },
    '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const offerName = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const price = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
});
