import { vars } from '@landing/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  minWidth: 0,
});

export const missing = style({ color: vars.color.textMuted });

export const download = style({
  color: vars.color.accent,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
