import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export const video = style({
  width: '100%',
  maxWidth: '360px',
  maxHeight: '240px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const preview = style({
  width: '120px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

/** The player fills its card: the time slider gets the card's whole width. */
export const player = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  minWidth: 0,
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const capturedAt = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
