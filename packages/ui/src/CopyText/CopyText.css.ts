import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { minTarget } from '../theme/utilities.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
});

export const text = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const button = style([
  minTarget,
  {
    flexShrink: 0,
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.textMuted,
    fontFamily: 'inherit',
    fontSize: vars.fontSize.sm,
    lineHeight: 1,
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.text, background: vars.color.surfaceSunken },
      '&[data-state="copied"]': { color: vars.color.success },
    },
  },
]);
