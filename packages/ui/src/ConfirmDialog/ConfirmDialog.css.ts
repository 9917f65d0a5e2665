import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** When there is no title the message itself names the dialog: plain body text. */
export const messageAsTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.normal,
});

export const message = style({ color: vars.color.text, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
