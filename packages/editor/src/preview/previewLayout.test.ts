import { describe, expect, it } from 'vitest';
import { BEZEL, PANEL_WIDTH, previewLayout, wantedPanelWidth } from './previewLayout.ts';

const nexus5 = { width: 320, height: 586 };
const bodyWidth = nexus5.width + 2 * BEZEL.side;

describe('previewLayout', () => {
  it('shows the device at its true size when the panel is wide enough, at 100%', () => {
    const layout = previewLayout(nexus5, 1000, 100);
    expect(layout.screen).toEqual({ width: 320, height: 586, left: BEZEL.side, top: BEZEL.top });
    expect(layout.frame).toEqual({ width: bodyWidth, height: 586 + BEZEL.top + BEZEL.bottom });
    expect(layout.scaleX).toBe(1);
    expect(layout.scaleY).toBe(1);
  });

  it('shrinks to the panel width and applies the zoom on top', () => {
    const fitted = previewLayout(nexus5, bodyWidth / 2, 100);
    expect(fitted.frame.width).toBe(bodyWidth / 2);
    expect(previewLayout(nexus5, bodyWidth / 2, 50).screen.width).toBe(80);
    expect(previewLayout(nexus5, 1000, 50).screen.width).toBe(160);
    expect(previewLayout(nexus5, 1000, 125).screen.width).toBe(400);
    expect(previewLayout(nexus5, 1000, 150).frame.width).toBe(516);
  });

  it('never draws the device wider than its panel, whatever the zoom', () => {
    // As wide as the panel, give or take the whole pixels of its parts.
    expect(previewLayout(nexus5, 380, 150).frame.width).toBeGreaterThanOrEqual(378);
    expect(previewLayout(nexus5, bodyWidth / 2, 150).frame.width).toBe(bodyWidth / 2);
    for (const available of [137, 201.5, 299, 333, 380, 517]) {
      for (const landscape of [false, true]) {
        const device = landscape ? { width: 586, height: 320 } : nexus5;
        for (const zoom of [50, 75, 100, 125, 150]) {
          const { frame } = previewLayout(device, available, zoom, landscape);
          expect(frame.width).toBeLessThanOrEqual(available);
        }
      }
    }
  });

  it('asks for a panel as wide as the zoomed device, never narrower than the usual one', () => {
    expect(wantedPanelWidth(nexus5, 100)).toBe(PANEL_WIDTH);
    expect(wantedPanelWidth(nexus5, 150)).toBe(516);
    expect(wantedPanelWidth({ width: 586, height: 320 }, 100, true)).toBe(586 + 2 * BEZEL.top);
    // What it asks for is what the device takes there.
    expect(previewLayout(nexus5, wantedPanelWidth(nexus5, 150), 150).frame.width).toBe(516);
  });

  it('keeps every box on whole pixels and derives the page scale from them', () => {
    for (const available of [137, 201.5, 299, 333, 517]) {
      for (const zoom of [50, 75, 100, 125, 150]) {
        const { frame, screen, scaleX, scaleY } = previewLayout(nexus5, available, zoom);
        for (const value of [frame.width, frame.height, screen.width, screen.height]) {
          expect(Number.isInteger(value)).toBe(true);
        }
        expect(Number.isInteger(screen.left) && Number.isInteger(screen.top)).toBe(true);
        expect(nexus5.width * scaleX).toBeCloseTo(screen.width, 9);
        expect(nexus5.height * scaleY).toBeCloseTo(screen.height, 9);
      }
    }
  });

  it('lays a turned device out sideways, its thick ends left and right', () => {
    const layout = previewLayout({ width: 586, height: 320 }, 1000, 100, true);
    expect(layout.screen).toEqual({ width: 586, height: 320, left: BEZEL.top, top: BEZEL.side });
    expect(layout.frame).toEqual({
      width: 586 + BEZEL.top + BEZEL.bottom,
      height: 320 + 2 * BEZEL.side,
    });
  });
});
