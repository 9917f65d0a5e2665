import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export const offer = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  marginBlockEnd: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const question = style({ margin: 0, fontWeight: 600 });

export const note = style({ margin: 0 });

export const actions = style({ display: 'flex', gap: vars.space.sm });
