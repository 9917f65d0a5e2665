import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '760px',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
});

export const group = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.md,
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  gridColumn: '1 / -1',
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const wide = style({ gridColumn: '1 / -1' });

export const iconRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.md });

export const icon = style({
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  flexShrink: 0,
});

export const iconMissing = style([
  icon,
  {
    display: 'grid',
    placeItems: 'center',
    border: `1px dashed ${vars.color.border}`,
    color: vars.color.textMuted,
  },
]);

export const iconPicker = style({ flexGrow: 1, minWidth: 0 });

export const stars = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const total = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
