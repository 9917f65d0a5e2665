import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export const failed = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
});

export const text = style({ margin: 0 });
