import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceSunken, color: vars.color.text },
      accent: { background: vars.color.accentSoft, color: vars.color.accentHover },
      success: { background: vars.color.successSoft, color: vars.color.success },
      warning: { background: vars.color.warningSoft, color: vars.color.warning },
      danger: { background: vars.color.dangerSoft, color: vars.color.dangerHover },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
