import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', {
  margin: 0,
  padding: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  colorScheme: 'light dark',
});
globalStyle('h1, h2, h3, h4, p', { margin: 0 });
globalStyle('a', { color: vars.color.accent });
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
