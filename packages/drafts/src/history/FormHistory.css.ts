import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export const bar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

/** The bar's place while its forms load (`reserveSpace`): taken, not shown. */
export const waiting = style({ visibility: 'hidden' });
