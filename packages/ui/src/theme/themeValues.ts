import { palette as p, scales } from './primitives.ts';

/**
 * The values of every semantic token, per scheme. Plain data: the console assigns them on the
 * page (themes.css.ts), the embeddable editor on its own root element.
 */
export const lightTheme = {
  ...scales,
  color: {
    background: p.gray50,
    surface: p.white,
    surfaceRaised: p.white,
    surfaceSunken: p.gray100,
    border: p.gray200,
    borderStrong: p.gray400,
    text: p.gray900,
    textMuted: p.gray600,
    textOnAccent: p.white,
    accent: p.blue600,
    accentHover: p.blue700,
    accentSoft: '#dbeafe',
    danger: p.red600,
    dangerHover: p.red700,
    dangerSoft: '#fee2e2',
    success: p.green700,
    successSoft: '#dcfce7',
    warning: p.amber800,
    warningSoft: '#fef3c7',
    focusRing: p.blue500,
    overlay: 'rgba(15, 23, 42, 0.5)',
  },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
  },
};

export const darkTheme: typeof lightTheme = {
  ...scales,
  color: {
    background: p.gray950,
    surface: p.gray900,
    surfaceRaised: p.gray800,
    surfaceSunken: p.gray950,
    border: p.gray700,
    borderStrong: p.gray500,
    text: p.gray50,
    textMuted: p.gray300,
    textOnAccent: p.gray950,
    accent: p.blue400,
    accentHover: p.blue300,
    accentSoft: p.blue950,
    danger: p.red400,
    dangerHover: p.red300,
    dangerSoft: p.red950,
    success: p.green400,
    successSoft: p.green950,
    warning: p.amber400,
    warningSoft: p.amber950,
    focusRing: p.blue400,
    overlay: 'rgba(2, 6, 23, 0.7)',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.5)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};

export type ThemeName = 'light' | 'dark';

export const themeValues: Record<ThemeName, typeof lightTheme> = {
  light: lightTheme,
  dark: darkTheme,
};
