import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const errorText = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
