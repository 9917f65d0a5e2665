import { minTarget, vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  minWidth: 0,
});

export const breadcrumb = style({ fontSize: vars.fontSize.lg });

/** The current crumb when it copies the web server URL: reads as text, acts as a button. */
export const copyName = style([
  minTarget,
  {
    padding: 0,
    border: 'none',
    background: 'none',
    font: 'inherit',
    color: 'inherit',
    cursor: 'copy',
    textDecoration: 'underline dotted',
    textUnderlineOffset: '3px',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);

export const card = style({ maxWidth: '640px' });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const actions = style({ display: 'flex', gap: vars.space.sm });

export const formError = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `3px solid ${vars.color.danger}`,
});

/** 'Back to All Apps' under a missing app's message (WCAG 2.2 target size). */
export const backLink = style([
  minTarget,
  {
    alignSelf: 'flex-start',
    color: vars.color.accent,
    fontWeight: vars.fontWeight.medium,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);
