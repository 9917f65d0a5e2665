import { describe, expect, it } from 'vitest';
import { BEZEL, previewLayout } from './previewLayout.ts';

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
    const zoomed = previewLayout(nexus5, bodyWidth / 2, 150);
    expect(zoomed.screen.width).toBe(240);
    expect(previewLayout(nexus5, 1000, 50).screen.width).toBe(160);
    expect(previewLayout(nexus5, 1000, 125).screen.width).toBe(400);
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
