import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export { page, createLink, failure, missing } from '../ListScreen/ListScreen.css.ts';

export const icon = style({
  display: 'block',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
});

export const preview = style({
  display: 'block',
  width: '48px',
  height: '86px',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
