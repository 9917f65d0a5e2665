import { style } from '@vanilla-extract/css';
import { vars } from '@landing/ui/theme';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  textAlign: 'center',
});

export const code = style({
  fontSize: '72px',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.accent,
});

export const text = style({ fontSize: vars.fontSize.xl, color: vars.color.textMuted });

export const homeLink = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { background: vars.color.accentHover } },
});
