import {
  DEFAULT_DEVICE_ID,
  DEVICE_PRESETS,
  ZOOM_STEPS,
  type DevicePreset,
} from '@landing/machines';
import { onDesktop, onPhone, pageFitsScreenWidth } from '@landing/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { body, EditorStory, storyBackend } from '../testing/EditorStory.tsx';
import { BEZEL, previewLayout } from './previewLayout.ts';

/** Landing 1's base translation: its preview shows with the landing. */
const kit = storyBackend();

const meta = {
  title: 'Editor/Preview in its panel',
  component: EditorStory,
  args: { landingId: 1 },
  beforeEach: kit.install(),
} satisfies Meta<typeof EditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (canvasElement: HTMLElement, label: string, option: string) => {
  const select = within(canvasElement).getByRole('combobox', { name: label });
  // Opened again when a click lands while the list chosen from just before is still closing.
  const item = await waitFor(async () => {
    if (select.getAttribute('aria-expanded') !== 'true') await userEvent.click(select);
    return body(canvasElement).getByRole('option', { name: option });
  });
  await userEvent.click(item);
  await waitFor(() => expect(select).toHaveTextContent(option));
};

type Measured = { orientation: string; zoom: number; width: number };

type Orientation = 'portrait' | 'landscape';

/**
 * The device, held the given way, at every zoom step: it lies inside the preview panel,
 * nothing in the panel scrolls sideways and neither does the page. Returns the device's width
 * at each step.
 */
async function measureEveryStep(
  canvasElement: HTMLElement,
  preset: DevicePreset,
  orientation: Orientation,
): Promise<Measured[]> {
  const canvas = within(canvasElement);
  await canvas.findByTitle('Landing preview', {}, { timeout: 10_000 });
  const panel = canvas.getByRole('complementary', { name: 'Preview' });
  const stage = within(panel).getByRole('group', { name: 'Device screen' });
  const device = () => panel.querySelector<HTMLElement>('[data-device]')!;
  const frame = () => within(panel).getByTitle<HTMLIFrameElement>('Landing preview');
  const measured: Measured[] = [];
  if (preset.id !== DEFAULT_DEVICE_ID) await choose(canvasElement, 'Device', preset.name);
  await waitFor(() => expect(device()).toHaveAttribute('data-device', preset.id));
  {
    if (orientation === 'landscape') {
      await userEvent.click(canvas.getByRole('button', { name: 'Rotate to landscape' }));
    }
    const size = {
      width: Number(frame().getAttribute('width')),
      height: Number(frame().getAttribute('height')),
    };
    for (const zoom of ZOOM_STEPS) {
      await choose(canvasElement, 'Zoom', `${zoom}%`);
      const landscape = orientation === 'landscape';
      // Settled: the device is drawn for the stage's width as it now is.
      await waitFor(() =>
        expect(device().getBoundingClientRect().width).toBe(
          previewLayout(size, stage.clientWidth, zoom, landscape).frame.width,
        ),
      );
      const where = `${orientation} at ${zoom}%`;
      const box = device().getBoundingClientRect();
      const panelBox = panel.getBoundingClientRect();
      await expect({ where, left: box.left >= panelBox.left - 0.5 }).toEqual({ where, left: true });
      await expect({ where, right: box.right <= panelBox.right + 0.5 }).toEqual({
        where,
        right: true,
      });
      for (const element of [stage, panel, canvas.getByRole('region', { name: 'Preview' })]) {
        await expect({ where, scrollWidth: element.scrollWidth }).toEqual({
          where,
          scrollWidth: element.clientWidth,
        });
      }
      await expect({ where, pageFits: pageFitsScreenWidth() }).toEqual({ where, pageFits: true });
      measured.push({ orientation, zoom, width: box.width });
    }
  }
  return measured;
}

const widthsOf = (measured: Measured[]) => measured.map((step) => step.width);

const presetOf = (id: string) => DEVICE_PRESETS.find((preset) => preset.id === id)!;

/** At 1440x900, where 150 % of the Nexus 5 scrolled sideways in a 380 px panel. */
const atDesktop = (
  id: string,
  orientation: Orientation = 'portrait',
  check?: (measured: Measured[]) => Promise<unknown>,
): Story => ({
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const measured = await measureEveryStep(canvasElement, presetOf(id), orientation);
    await check?.(measured);
    const section = within(canvasElement).getByRole('heading', {
      level: 2,
      name: 'Main Information',
    }).parentElement!;
    // The section beside the widest preview keeps room to work in.
    await expect(section.getBoundingClientRect().width).toBeGreaterThanOrEqual(480);
  },
});

/** On a phone the device is as large as the screen allows: a larger step never overflows it. */
const onAPhone = (id: string, orientation: Orientation = 'portrait'): Story => ({
  ...onPhone,
  play: async ({ canvasElement }) => {
    const widths = widthsOf(await measureEveryStep(canvasElement, presetOf(id), orientation));
    // Never smaller at a larger step, and the small steps do shrink it.
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
    await expect(widths[0]).toBeLessThan(widths[2]!);
  },
});

const nexus5Body = 320 + 2 * BEZEL.side;

/**
 * The column grows with the zoom: the Nexus 5 is drawn at its true size times the zoom, 150 %
 * included (516 px wide).
 */
export const Nexus5AtDesktopWidth = atDesktop('nexus-5', 'portrait', (measured) =>
  expect(widthsOf(measured)).toEqual(
    ZOOM_STEPS.map((zoom) => Math.floor((nexus5Body * zoom) / 100)),
  ),
);
export const Nexus5TurnedAtDesktopWidth = atDesktop('nexus-5', 'landscape');
export const IPhoneSEAtDesktopWidth = atDesktop('iphone-se');
export const IPhoneSETurnedAtDesktopWidth = atDesktop('iphone-se', 'landscape');
export const Pixel7AtDesktopWidth = atDesktop('pixel-7');
export const Pixel7TurnedAtDesktopWidth = atDesktop('pixel-7', 'landscape');
export const GalaxyFoldAtDesktopWidth = atDesktop('galaxy-fold-cover');

export const Nexus5OnAPhone = onAPhone('nexus-5');
export const Nexus5TurnedOnAPhone = onAPhone('nexus-5', 'landscape');
export const IPhoneSEOnAPhone = onAPhone('iphone-se');
export const IPhoneSETurnedOnAPhone = onAPhone('iphone-se', 'landscape');
export const Pixel7OnAPhone = onAPhone('pixel-7');
export const Pixel7TurnedOnAPhone = onAPhone('pixel-7', 'landscape');
export const GalaxyFoldOnAPhone = onAPhone('galaxy-fold-cover');
