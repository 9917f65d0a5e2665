import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const linkRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  maxWidth: '560px',
});
