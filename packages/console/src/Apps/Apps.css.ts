import { vars } from '@landing/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  minWidth: 0,
});

/** 'Create New App' is a link (it goes to /apps/new) drawn as the primary button. */
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

const focusRing = {
  '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
} as const;

export const linkButton = style({
  // WCAG 2.2 target size: the row's copy buttons are at least 24 CSS px tall.
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.accent,
  font: 'inherit',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  cursor: 'copy',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { textDecoration: 'underline' }, ...focusRing },
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[data-state="available"]': { color: vars.color.accent },
    '&[data-state="unavailable"]': { color: vars.color.textMuted, cursor: 'help' },
    '&:hover': { background: vars.color.surfaceSunken },
    ...focusRing,
  },
});
