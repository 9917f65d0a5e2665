import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { minTarget } from '../theme/utilities.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const link = style([
  minTarget,
  {
    color: vars.color.accent,
    textDecoration: 'none',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);

export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const separator = style({ color: vars.color.textMuted });
