/** A phone or tablet the preview can emulate; sizes are the device's CSS pixels in portrait. */
export type DevicePreset = {
  id: string;
  name: string;
  width: number;
  height: number;
  /** Whether the device turns sideways (the rotate control shows only then). */
  landscape: boolean;
  /** The frame's body and its screen border. */
  colors: { frame: string; bezel: string };
};

/** The spec's frame (Nexus 5, 320x586) first: it is the default. */
export const DEVICE_PRESETS: readonly DevicePreset[] = [
  {
    id: 'nexus-5',
    name: 'Nexus 5',
    width: 320,
    height: 586,
    landscape: true,
    colors: { frame: '#1f2937', bezel: '#0b0f19' },
  },
  {
    id: 'iphone-se',
    name: 'iPhone SE',
    width: 375,
    height: 667,
    landscape: true,
    colors: { frame: '#e5e7eb', bezel: '#111827' },
  },
  {
    id: 'pixel-7',
    name: 'Pixel 7',
    width: 412,
    height: 915,
    landscape: true,
    colors: { frame: '#374151', bezel: '#030712' },
  },
  {
    id: 'galaxy-fold-cover',
    name: 'Galaxy Z Fold (cover screen)',
    width: 280,
    height: 653,
    landscape: false,
    colors: { frame: '#4b5563', bezel: '#111827' },
  },
];

export const DEFAULT_DEVICE_ID = 'nexus-5';

export const ZOOM_STEPS = [50, 75, 100, 125, 150] as const;
export type PreviewZoom = (typeof ZOOM_STEPS)[number];

export const isZoomStep = (value: number): value is PreviewZoom =>
  (ZOOM_STEPS as readonly number[]).includes(value);

export const findDevice = (id: string): DevicePreset =>
  DEVICE_PRESETS.find((device) => device.id === id) ?? (DEVICE_PRESETS[0] as DevicePreset);
