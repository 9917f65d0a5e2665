import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const open = keyframes({
  from: { height: 0 },
  to: { height: 'var(--radix-accordion-content-height)' },
});
const close = keyframes({
  from: { height: 'var(--radix-accordion-content-height)' },
  to: { height: 0 },
});

export const root = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const item = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const header = style({ margin: 0, fontSize: 'inherit' });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  transition: `transform ${vars.duration.normal}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  overflow: 'hidden',
  selectors: {
    '&[data-state="open"]': { animation: `${open} ${vars.duration.normal} ease-out` },
    '&[data-state="closed"]': { animation: `${close} ${vars.duration.normal} ease-out` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const body = style({ padding: `0 ${vars.space.lg} ${vars.space.lg}` });
