/** Lighthouse's mobile screen, where `media.narrow` styles apply. */
export const PHONE_VIEWPORT = { width: 412, height: 823 } as const;

/**
 * Spread into a story to draw it full screen on a screen of this size: `{ ...onScreen(…), play }`.
 * The Storybook Vitest addon resizes the test page to the story's viewport global (the toolbar
 * shows it too). Full screen, as a page is drawn, without the canvas padding.
 */
export const onScreen = (
  key: string,
  name: string,
  size: { width: number; height: number },
  type: 'mobile' | 'desktop',
) => ({
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        [key]: {
          name: `${name} (${size.width}x${size.height})`,
          styles: { width: `${size.width}px`, height: `${size.height}px` },
          type,
        },
      },
    },
  },
  globals: { viewport: { value: key, isRotated: false } },
});

/** Spread into a story to draw it on a phone: `{ ...onPhone, play }`. */
export const onPhone = onScreen('phone', 'Phone', PHONE_VIEWPORT, 'mobile');

/** The element's box lies inside the screen's width (not pushed off or clipped at a side). */
export function isInsideScreenWidth(element: Element): boolean {
  const { left, right } = element.getBoundingClientRect();
  return left >= 0 && right <= window.innerWidth;
}

/** The page does not scroll sideways. */
export const pageFitsScreenWidth = () =>
  (document.scrollingElement ?? document.documentElement).scrollWidth <= window.innerWidth;

/** An operator's laptop screen, where the issue reports of clipped text were seen. */
export const DESKTOP_VIEWPORT = { width: 1440, height: 900 } as const;

/** Spread into a story to draw it full screen at 1440x900: `{ ...onDesktop, play }`. */
export const onDesktop = onScreen('desktop', 'Desktop', DESKTOP_VIEWPORT, 'desktop');
