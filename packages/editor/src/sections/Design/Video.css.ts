import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export const video = style({
  width: '100%',
  maxWidth: '360px',
  maxHeight: '240px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const preview = style({
  width: '120px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
