import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  color: vars.color.textMuted,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const grow = style({ flex: '1 1 220px', minWidth: 0 });

export const actions = style({ display: 'flex', gap: vars.space.sm });

export const avatar = style({
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  flexShrink: 0,
  background: vars.color.surfaceSunken,
});

export const avatarFallback = style([
  avatar,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: vars.fontSize.xs,
    color: vars.color.text,
  },
]);

export const author = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const stars = style({ color: vars.color.text, letterSpacing: '1px' });

export const count = style({ color: vars.color.textMuted, marginLeft: vars.space.xs });

export const ratingPreview = style({ fontSize: vars.fontSize.lg, color: vars.color.text });

export const bulkHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bulkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxHeight: '360px',
  overflowY: 'auto',
});

export const check = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
});

export const muted = style({ color: vars.color.textMuted });
