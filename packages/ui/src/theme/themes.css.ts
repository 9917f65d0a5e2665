import { assignVars, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { darkTheme, lightTheme } from './themeValues.ts';

/** Light by default; dark follows the operating system unless `data-theme` forces one. */
globalStyle(':root', {
  vars: assignVars(vars, lightTheme),
  '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(vars, darkTheme) } },
});
globalStyle('[data-theme="light"]', { vars: assignVars(vars, lightTheme), colorScheme: 'light' });
globalStyle('[data-theme="dark"]', { vars: assignVars(vars, darkTheme), colorScheme: 'dark' });
// A forced-theme scope paints its own background and text, not just its descendants' widgets.
globalStyle('[data-theme]', { background: vars.color.background, color: vars.color.text });
