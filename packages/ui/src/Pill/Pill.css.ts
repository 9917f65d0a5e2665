import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const pill = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.xxs} ${vars.space.md}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: 'inherit',
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'nowrap',
    selectors: {
      'button&': { cursor: 'pointer' },
      'button&:hover:not(:disabled)': { borderColor: vars.color.borderStrong },
      'button&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    active: {
      true: {
        background: vars.color.accentSoft,
        borderColor: vars.color.accent,
        color: vars.color.accentHover,
        fontWeight: vars.fontWeight.medium,
      },
      false: {},
    },
  },
  defaultVariants: { active: false },
});
