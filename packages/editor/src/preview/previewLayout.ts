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

/** The panel's width at 100 % and below, as wide as the editor's preview column always was. */
export const PANEL_WIDTH = 380;

/**
 * The width the panel asks for: the device body at the zoom, its true size times the zoom, and
 * never less than the usual panel. The editor's preview column grows to it where the window has
 * room; where it has not, `previewLayout` fits the device into what the panel gets.
 */
export function wantedPanelWidth(
  device: { width: number; height: number },
  zoom: number,
  landscape = false,
): number {
  const bezel = bezelFor(landscape);
  return Math.max(PANEL_WIDTH, Math.ceil((device.width + bezel.left + bezel.right) * (zoom / 100)));
}

/**
 * Fits the device to the panel's width (never larger than life), then applies the zoom, but
 * never beyond the panel: a zoomed device wider than its panel is shown as wide as the panel,
 * never cut off or scrolled sideways. Every box is rounded to whole pixels and the page's scale
 * is derived from the rounded screen box, so the scaled page lands exactly on pixel edges and
 * its text stays sharp.
 */
export function previewLayout(
  device: { width: number; height: number },
  availableWidth: number,
  zoom: number,
  landscape = false,
): PreviewLayout {
  const bezel = bezelFor(landscape);
  const bodyWidth = device.width + bezel.left + bezel.right;
  const panelFit = availableWidth > 0 ? availableWidth / bodyWidth : Infinity;
  const scale = Math.min(Math.min(1, panelFit) * (zoom / 100), panelFit);
  // Rounded down (past float noise): the body's whole-pixel parts never add up to more than
  // the panel.
  const floor = (value: number) => Math.floor(value * scale + 1e-9);
  const px = (value: number) => Math.max(1, floor(value));
  const screen = {
    width: px(device.width),
    height: px(device.height),
    left: floor(bezel.left),
    top: floor(bezel.top),
  };
  return {
    frame: {
      width: screen.width + screen.left + floor(bezel.right),
      height: screen.height + screen.top + floor(bezel.bottom),
    },
    screen,
    scaleX: screen.width / device.width,
    scaleY: screen.height / device.height,
  };
}
