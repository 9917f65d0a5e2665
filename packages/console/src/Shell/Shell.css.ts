import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '220px minmax(0, 1fr)',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});

export const brand = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const column = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const header = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const content = style({ flex: 1, minWidth: 0 });

export const userCard = style({
  minWidth: '200px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

/**
 * As tall as the loaded card's two rows (name at the body size, email at `sm`), so the header
 * and the screen below it do not move when the user arrives (no layout shift).
 */
export const userLoading = style({
  margin: 0,
  color: vars.color.textMuted,
  minHeight: `calc(${vars.lineHeight.normal} * (1em + ${vars.fontSize.sm}))`,
});

export const userFields = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
});

export const userLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  alignSelf: 'center',
});

export const userName = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const userEmail = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
