import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { media } from '../theme/media.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const strip = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  // On a phone the tabs and their actions wrap onto more lines rather than widen the page.
  '@media': { [media.narrow]: { flexWrap: 'wrap' } },
});

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  minWidth: 0,
  '@media': { [media.narrow]: { flexWrap: 'wrap' } },
});

/** The tabs become items of the strip's row, so each tab's action can follow it. */
export const listLendingTabs = style({ display: 'contents' });

export const action = style({
  display: 'flex',
  alignItems: 'center',
  alignSelf: 'center',
  marginLeft: `calc(-1 * ${vars.space.sm})`,
});

export const tab = style({
  position: 'relative',
  padding: `${vars.space.sm} ${vars.space.md}`,
  marginBottom: '-1px',
  border: 'none',
  borderBottom: '2px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.accent, borderBottomColor: vars.color.accent },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const moreTrigger = style([tab, { display: 'inline-flex', gap: vars.space.xs }]);

/** Two columns: a tab's item, then its action's item (an item without one spans both). */
export const menu = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  columnGap: vars.space.xxs,
  zIndex: vars.zIndex.popover,
  minWidth: '160px',
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const menuItem = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.accentSoft },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const menuItemWide = style([menuItem, { gridColumn: '1 / -1' }]);

/** Drawn like the strip's trash buttons. */
export const menuActionIcon = style([
  menuItem,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.xs,
    minWidth: '30px',
    color: vars.color.textMuted,
    selectors: {
      '&[data-highlighted]': { background: vars.color.accentSoft, color: vars.color.text },
      '&[data-action="delete"][data-highlighted]': { color: vars.color.danger },
    },
  },
]);

export const panel = style({ outline: 'none' });
