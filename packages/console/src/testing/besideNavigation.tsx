import type { ReactNode } from 'react';

/** The Shell's navigation column (Shell.css.ts), which a list shares the screen with. */
const NAVIGATION_WIDTH = 220;

/** A story decorator drawing a screen in the width the Shell leaves it beside the navigation. */
export function besideNavigation(Story: () => ReactNode) {
  return <div style={{ marginLeft: NAVIGATION_WIDTH }}>{Story()}</div>;
}
