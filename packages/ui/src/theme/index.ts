/**
 * The theme alone (`@landing/ui/theme`), for other packages' `.css.ts` files. vanilla-extract
 * evaluates a stylesheet's imports at build time and makes the stylesheet load the CSS of every
 * stylesheet it met on the way: importing `vars` from the package root would tie the styles of
 * every UI kit component to each screen's stylesheet.
 */
export { vars } from './contract.css.ts';
export { themeValues, lightTheme, darkTheme, type ThemeName } from './themeValues.ts';
export { minTarget, visuallyHidden, visuallyHiddenRules } from './utilities.css.ts';
export { media, NARROW_SCREEN_MAX_WIDTH } from './media.ts';
