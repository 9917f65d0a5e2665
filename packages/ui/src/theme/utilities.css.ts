import { style } from '@vanilla-extract/css';

/** The rules of `visuallyHidden`, for a stylesheet that hides something only under a media query. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRules);

/**
 * WCAG 2.2 target size (2.5.8) without changing the look: an invisible `::before` box, centred on
 * the control, makes the hit area at least 24x24 CSS px however small the control is drawn.
 * Leave 24 px between the centres of two such controls so their boxes do not overlap.
 */
export const minTarget = style({
  position: 'relative',
  // Chromium clips a button's content, pseudo-elements included, unless told otherwise.
  overflow: 'visible',
  '::before': {
    content: '""',
    position: 'absolute',
    top: '50%',
    left: '50%',
    width: '100%',
    height: '100%',
    minWidth: '24px',
    minHeight: '24px',
    transform: 'translate(-50%, -50%)',
  },
});
