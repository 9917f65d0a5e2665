import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  marginBottom: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.text,
});
