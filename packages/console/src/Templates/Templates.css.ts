import { minTarget, vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export { page, missing } from '../ListScreen/ListScreen.css.ts';

export const download = style([
  minTarget,
  {
    color: vars.color.accent,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);
