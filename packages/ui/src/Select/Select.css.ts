import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const content = style({
  zIndex: vars.zIndex.popover,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'min(320px, var(--radix-select-content-available-height))',
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const viewport = style({ padding: vars.space.xs });

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.sm} ${vars.space.xl}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.accentSoft },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.medium },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const indicator = style({
  position: 'absolute',
  left: vars.space.sm,
  color: vars.color.accent,
});

/** An option with an icon (e.g. an avatar) before its label. */
export const itemWithIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});
