import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export const languageForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '420px',
  paddingTop: vars.space.md,
});

export const actions = style({ display: 'flex', gap: vars.space.sm });
