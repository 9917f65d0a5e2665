import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '30px',
  height: '30px',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.surfaceRaised, color: vars.color.text },
    '&[data-action="delete"]:hover, &[data-action="delete"]:focus-visible': {
      color: vars.color.danger,
    },
  },
});
