import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

/** The frame every list screen (apps, landings, templates, domains) draws its table in. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  minWidth: 0,
});

/** A create action that is a link (e.g. to /apps/new) drawn as the primary button. */
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

/** The load-failure line: message and 'Try again'. */
export const failure = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

/** A cell with no value (a dash or a placeholder text). */
export const missing = style({ color: vars.color.textMuted });

/** The line that says a list's rows are still arriving (issue 31). */
export const filling = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
