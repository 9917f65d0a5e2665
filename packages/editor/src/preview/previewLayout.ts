/** The device body around the screen held upright, in device pixels (before scaling). */
export const BEZEL = { side: 12, top: 44, bottom: 44 } as const;

/** Turned sideways, the thick ends of the body are left and right. */
const bezelFor = (landscape: boolean) =>
  landscape
    ? { left: BEZEL.top, right: BEZEL.bottom, top: BEZEL.side, bottom: BEZEL.side }
    : { left: BEZEL.side, right: BEZEL.side, top: BEZEL.top, bottom: BEZEL.bottom };

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
  landscape = false,
): PreviewLayout {
  const bezel = bezelFor(landscape);
  const bodyWidth = device.width + bezel.left + bezel.right;
  const fit = availableWidth > 0 ? Math.min(1, availableWidth / bodyWidth) : 1;
  const scale = fit * (zoom / 100);
  const px = (value: number) => Math.max(1, Math.round(value * scale));
  const screen = {
    width: px(device.width),
    height: px(device.height),
    left: Math.round(bezel.left * scale),
    top: Math.round(bezel.top * scale),
  };
  return {
    frame: {
      width: screen.width + screen.left + Math.round(bezel.right * scale),
      height: screen.height + screen.top + Math.round(bezel.bottom * scale),
    },
    screen,
    scaleX: screen.width / device.width,
    scaleY: screen.height / device.height,
  };
}
