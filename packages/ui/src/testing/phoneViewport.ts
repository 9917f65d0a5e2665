/** Lighthouse's mobile screen, where `media.narrow` styles apply. */
export const PHONE_VIEWPORT = { width: 412, height: 823 } as const;

/**
 * Spread into a story to draw it on a phone: `{ ...onPhone, play }`. The Storybook Vitest addon
 * resizes the test page to the story's viewport global (the toolbar shows it too). Full screen,
 * as a page is drawn, without the canvas padding.
 */
export const onPhone = {
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: {
          name: `Phone (${PHONE_VIEWPORT.width}x${PHONE_VIEWPORT.height})`,
          styles: { width: `${PHONE_VIEWPORT.width}px`, height: `${PHONE_VIEWPORT.height}px` },
          type: 'mobile',
        },
      },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

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
export const onDesktop = {
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        desktop: {
          name: `Desktop (${DESKTOP_VIEWPORT.width}x${DESKTOP_VIEWPORT.height})`,
          styles: { width: `${DESKTOP_VIEWPORT.width}px`, height: `${DESKTOP_VIEWPORT.height}px` },
          type: 'desktop',
        },
      },
    },
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
