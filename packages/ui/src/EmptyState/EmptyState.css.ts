import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const icon = style({ fontSize: '32px', lineHeight: 1 });

export const title = style({
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
});

export const description = style({ maxWidth: '48ch' });

export const action = style({ marginTop: vars.space.sm });
