import { vars } from '@landing/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  minWidth: 0,
});

/** 'Create New' is a link (it goes to /pwa-creation) drawn as the primary button. */
export const createLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.accentHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const failure = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const missing = style({ color: vars.color.textMuted });

export const icon = style({
  display: 'block',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
});

export const preview = style({
  display: 'block',
  width: '48px',
  height: '86px',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
