import { assignVars, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { themeValues, vars } from '@landing/ui/theme';

/**
 * The editor's root: its theme tokens and the element defaults the console sets page-wide
 * (`@landing/ui/global`), here scoped under this element so a host page is never touched.
 */
const base = style({
  position: 'relative',
  minWidth: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'start',
});

export const root = styleVariants({
  light: [base, { vars: assignVars(vars, themeValues.light), colorScheme: 'light' }],
  dark: [base, { vars: assignVars(vars, themeValues.dark), colorScheme: 'dark' }],
});

// `:where(...)` keeps these at zero specificity, so every widget's own class wins over them.
globalStyle(
  `:where(${base}), :where(${base}) *, :where(${base}) *::before, :where(${base}) *::after`,
  {
    boxSizing: 'border-box',
  },
);
globalStyle(`:where(${base}) :where(h1, h2, h3, h4, p)`, { margin: 0 });
globalStyle(`:where(${base}) :where(a)`, { color: vars.color.accent });
globalStyle(`:where(${base}) :focus-visible`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

/** Holds the editor's modals, menus and select lists; takes no room of its own. */
export const portalContainer = style({ display: 'contents' });
