import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { media } from '../theme/media.ts';

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  minHeight: '100%',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  // A button's line height is the browser's 'normal', a link's and a disabled entry's the page's:
  // Log Out sat higher than the links, and the editor's entries (disabled while the landing
  // loads) changed height when enabled.
  lineHeight: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    // accentHover, not accent: plain accent on accentSoft misses 4.5:1 in the light theme.
    '&[aria-current="page"]': { background: vars.color.accentSoft, color: vars.color.accentHover },
    '&[aria-disabled="true"]': {
      color: vars.color.textMuted,
      cursor: 'not-allowed',
      background: 'transparent',
    },
  },
});

export const icon = style({ display: 'inline-flex', width: '1.25em', justifyContent: 'center' });

/** On a narrow screen the column turns into a strip across the top of the page. */
export const narrowNav = style({
  '@media': {
    [media.narrow]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: vars.space.xs,
      padding: `${vars.space.xs} ${vars.space.sm}`,
      borderRight: 'none',
      borderBottom: `1px solid ${vars.color.border}`,
      minHeight: 0,
    },
  },
});

/**
 * A shade at an edge with more items behind it (a phone shows no scrollbar until one scrolls):
 * the surface-coloured covers scroll with the items and hide the shade once an end is reached.
 */
const scrollShadows = [
  `linear-gradient(to right, ${vars.color.surface} 30%, transparent) left / 32px 100% no-repeat local`,
  `linear-gradient(to left, ${vars.color.surface} 30%, transparent) right / 32px 100% no-repeat local`,
  `radial-gradient(farthest-side at 0 50%, ${vars.color.borderStrong}, transparent) left / 10px 100% no-repeat scroll`,
  `radial-gradient(farthest-side at 100% 50%, ${vars.color.borderStrong}, transparent) right / 10px 100% no-repeat scroll`,
  vars.color.surface,
].join(', ');

export const narrowList = styleVariants({
  // A row of its own under the header, wrapping when the items do not fit on one line.
  wrap: {
    '@media': { [media.narrow]: { flexDirection: 'row', flexWrap: 'wrap', flexBasis: '100%' } },
  },
  // One line that scrolls sideways; the padding keeps the focus ring inside the scroll box.
  scroll: {
    '@media': {
      [media.narrow]: {
        flexDirection: 'row',
        flexBasis: '100%',
        minWidth: 0,
        overflowX: 'auto',
        padding: vars.space.xxs,
        scrollbarWidth: 'thin',
        background: scrollShadows,
      },
    },
  },
});

export const narrowEntry = style({ '@media': { [media.narrow]: { flexShrink: 0 } } });

export const narrowItem = style({
  '@media': {
    [media.narrow]: {
      width: 'auto',
      padding: `${vars.space.sm} ${vars.space.sm}`,
      whiteSpace: 'nowrap',
    },
  },
});
