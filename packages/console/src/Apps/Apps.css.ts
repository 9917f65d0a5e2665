import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export { page, createLink, failure, missing } from '../ListScreen/ListScreen.css.ts';

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
  // The whole 40-character cut shows, wrapping inside its cell: its end (the domain's) is what
  // the middle cut keeps. No wider than its cell: a box running on under the next cells would
  // cover the row's Edit button for hit-testing and axe's target-size.
  overflowWrap: 'anywhere',
  maxWidth: '100%',
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
