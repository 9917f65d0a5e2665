import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  minHeight: '100%',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    // accentHover, not accent: plain accent on accentSoft misses 4.5:1 in the light theme.
    '&[aria-current="page"]': { background: vars.color.accentSoft, color: vars.color.accentHover },
    '&[aria-disabled="true"]': {
      color: vars.color.textMuted,
      cursor: 'not-allowed',
      background: 'transparent',
    },
  },
});

export const icon = style({ display: 'inline-flex', width: '1.25em', justifyContent: 'center' });
