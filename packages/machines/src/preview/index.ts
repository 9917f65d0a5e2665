export { previewMachine, PREVIEW_MESSAGES, type PreviewTag } from './machine.ts';
export type { PreviewEvent } from './events.ts';
export {
  initialPreviewContext,
  targetOf,
  type PreviewContext,
  type PreviewIds,
  type PreviewInput,
  type PreviewOrientation,
  type PreviewTarget,
} from './context.ts';
export { previewActors, type LoadPreviewUrlOutput } from './actors.ts';
export {
  DEFAULT_DEVICE_ID,
  DEVICE_PRESETS,
  ZOOM_STEPS,
  findDevice,
  isZoomStep,
  type DevicePreset,
  type PreviewZoom,
} from './devices.ts';
export { touchesPreview } from './guards.ts';
export * as previewSelectors from './selectors.ts';
export { CACHE_BUST_PARAM, type PreviewSnapshot, type PreviewStatus } from './selectors.ts';
