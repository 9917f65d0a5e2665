import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { minTarget } from '../theme/utilities.css.ts';

const slideIn = keyframes({
  from: { transform: 'translateX(calc(100% + 16px))' },
  to: { transform: 'translateX(0)' },
});

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '380px',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
});

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: vars.space.sm,
    padding: `${vars.space.md} ${vars.space.lg}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: '4px',
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    fontSize: vars.fontSize.md,
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.normal} ease-out` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: `transform ${vars.duration.normal} ease-out`,
      },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    kind: {
      success: { borderLeftColor: vars.color.success },
      error: { borderLeftColor: vars.color.danger },
      warning: { borderLeftColor: vars.color.warning },
    },
  },
});

export const icon = recipe({
  base: { fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.normal },
  variants: {
    kind: {
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
      warning: { color: vars.color.warning },
    },
  },
});

export const text = style({ overflowWrap: 'anywhere' });

export const close = style([
  minTarget,
  {
    padding: `0 ${vars.space.xs}`,
    border: 'none',
    background: 'transparent',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.lg,
    lineHeight: 1,
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { color: vars.color.text } },
  },
]);
