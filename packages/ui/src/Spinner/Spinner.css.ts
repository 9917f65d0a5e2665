import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { SPINNER_DELAY_MS } from './spinnerDelay.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const appear = keyframes({ from: { opacity: 0 } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const circle = recipe({
  base: {
    display: 'inline-block',
    borderRadius: '50%',
    border: `2px solid ${vars.color.border}`,
    borderTopColor: vars.color.accent,
    // Until the delay ends the ring is there (the status is announced at once) but unseen.
    animation: `${appear} 150ms ease-out ${SPINNER_DELAY_MS}ms both, ${spin} 800ms linear ${SPINNER_DELAY_MS}ms infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '150ms, 2.4s' } },
  },
  variants: {
    size: {
      sm: { width: '14px', height: '14px' },
      md: { width: '24px', height: '24px', borderWidth: '3px' },
      lg: { width: '40px', height: '40px', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'md' },
});
