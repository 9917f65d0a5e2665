import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
});

export const legend = style({ fontWeight: vars.fontWeight.bold, padding: `0 ${vars.space.xs}` });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '24px',
  fontWeight: vars.fontWeight.medium,
});

export const allButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
