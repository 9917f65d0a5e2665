/** The device body around the screen, in device pixels (before scaling). */
export const BEZEL = { side: 12, top: 44, bottom: 44 } as const;

export type PreviewLayout = {
  /** The device body's box on screen, whole pixels. */
  frame: { width: number; height: number };
  /** The screen's box on screen and where it sits in the body, whole pixels. */
  screen: { width: number; height: number; left: number; top: number };
  /** The iframe is laid out at the device's true size and scaled by these to fill the screen. */
  scaleX: number;
  scaleY: number;
};

/**
 * Fits the device to the panel's width (never larger than life), then applies the zoom. Every
 * box is rounded to whole pixels and the page's scale is derived from the rounded screen box,
 * so the scaled page lands exactly on pixel edges and its text stays sharp.
 */
export function previewLayout(
  device: { width: number; height: number },
  availableWidth: number,
  zoom: number,
): PreviewLayout {
  const bodyWidth = device.width + 2 * BEZEL.side;
  const fit = availableWidth > 0 ? Math.min(1, availableWidth / bodyWidth) : 1;
  const scale = fit * (zoom / 100);
  const px = (value: number) => Math.max(1, Math.round(value * scale));
  const screen = {
    width: px(device.width),
    height: px(device.height),
    left: Math.round(BEZEL.side * scale),
    top: Math.round(BEZEL.top * scale),
  };
  return {
    frame: {
      width: screen.width + 2 * screen.left,
      height: screen.height + screen.top + Math.round(BEZEL.bottom * scale),
    },
    screen,
    scaleX: screen.width / device.width,
    scaleY: screen.height / device.height,
  };
}
