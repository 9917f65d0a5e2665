import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const input = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  opacity: 0,
  overflow: 'hidden',
});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  cursor: 'pointer',
  selectors: {
    [`${input}:focus-visible + &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '0',
    },
    [`${input}[aria-invalid="true"] + &`]: { borderColor: vars.color.danger },
    // No opacity here: this box is not a disabled control, so its text must stay readable.
    [`${input}:disabled + &`]: {
      cursor: 'not-allowed',
      color: vars.color.textMuted,
      background: vars.color.surfaceSunken,
    },
  },
});

export const browse = style({
  flexShrink: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const fileName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const placeholder = style({ color: vars.color.textMuted });

export const progress = style({
  width: '100%',
  height: '6px',
  appearance: 'none',
  border: 'none',
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.surfaceSunken },
    '&::-webkit-progress-value': { background: vars.color.accent },
    '&::-moz-progress-bar': { background: vars.color.accent },
  },
});
