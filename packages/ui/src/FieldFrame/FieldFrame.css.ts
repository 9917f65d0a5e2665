import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The box every text-like control shares: input, textarea, select trigger, file picker. */
export const control = style({
  width: '100%',
  minHeight: '36px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '0' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled, &[data-disabled]': {
      cursor: 'not-allowed',
      opacity: 0.6,
      background: vars.color.surfaceSunken,
    },
  },
});
