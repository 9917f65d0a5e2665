import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const withToggle = style({ paddingRight: '64px' });

export const toggle = style({
  position: 'absolute',
  right: vars.space.xs,
  // WCAG 2.2 target size: at least 24x24 CSS px whatever the font size.
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '24px',
  minHeight: '24px',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.accent,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.accentSoft },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
