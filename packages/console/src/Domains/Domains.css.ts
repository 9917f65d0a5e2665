import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export { page, failure } from '../ListScreen/ListScreen.css.ts';

export const statusCheck = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});
