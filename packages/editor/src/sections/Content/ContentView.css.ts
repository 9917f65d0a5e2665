import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '720px',
  selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
});

export const actions = style({ display: 'flex', gap: vars.space.sm });

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  color: vars.color.textMuted,
});
