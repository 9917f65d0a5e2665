import { media, minTarget, vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';
import { PANEL_WIDTH } from '../preview/previewLayout.ts';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  minWidth: 0,
});

export const breadcrumb = style({ fontSize: vars.fontSize.lg });

export const crumbButton = style([
  minTarget,
  {
    padding: 0,
    border: 'none',
    background: 'none',
    font: 'inherit',
    color: vars.color.accent,
    cursor: 'pointer',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);

/** The crumb of the launcher shown: the breadcrumb's current item, in text colour, no underline. */
export const currentCrumbButton = style([
  crumbButton,
  { color: 'inherit', textDecoration: 'none' },
]);

/** Too narrow for three columns: the preview moves under the navigation and the section. */
const previewBelow = 'screen and (max-width: 1100px)';

export const body = style({
  display: 'grid',
  // The preview column is as wide as the preview asks (the device at its zoom, see
  // `wantedPanelWidth`) while the section keeps room to work in; the preview fits itself into
  // whatever its column gets.
  gridTemplateColumns: 'minmax(160px, 220px) minmax(480px, 1fr) minmax(240px, max-content)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [previewBelow]: {
      gridTemplateColumns: 'minmax(160px, 200px) minmax(0, 1fr)',
    },
    // The section strip, the section and the preview stack in one full-width column.
    [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  minWidth: 0,
  // The column keeps the usual panel's width while the preview loads or has nothing to show,
  // so the section beside it does not reflow when it appears.
  '::before': { content: '""', width: `${PANEL_WIDTH}px`, maxWidth: '100%' },
  '@media': { [previewBelow]: { gridColumn: '1 / -1' } },
});

export const message = style({
  margin: 0,
  padding: vars.space.lg,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
});

export const loadError = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.danger,
});
