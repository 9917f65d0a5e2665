import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { minTarget } from '../theme/utilities.css.ts';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  height: '20px',
  touchAction: 'none',
  userSelect: 'none',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  flexGrow: 1,
  height: '4px',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
});

export const range = style({
  position: 'absolute',
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
});

export const thumb = style([
  minTarget,
  {
    display: 'block',
    width: '18px',
    height: '18px',
    borderRadius: '50%',
    background: vars.color.surface,
    border: `2px solid ${vars.color.accent}`,
    boxShadow: vars.shadow.sm,
    cursor: 'grab',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  },
]);

export const output = style({
  minWidth: '3ch',
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
