import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const textarea = style({
  minHeight: '80px',
  resize: 'vertical',
  lineHeight: vars.lineHeight.normal,
});

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
