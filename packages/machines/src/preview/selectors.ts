import type { SnapshotFrom } from 'xstate';
import { findDevice, type DevicePreset } from './devices.ts';
import type { previewMachine } from './machine.ts';

export type PreviewSnapshot = SnapshotFrom<typeof previewMachine>;
export type PreviewStatus = 'hidden' | 'loading' | 'ready' | 'failed';

/** The query parameter that makes a reload skip every cache. */
export const CACHE_BUST_PARAM = 'previewReload';

export const selectStatus = (snapshot: PreviewSnapshot): PreviewStatus => {
  if (snapshot.matches('hidden') || snapshot.matches('deciding')) return 'hidden';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('resolving')) return 'loading';
  return 'ready';
};
export const selectIsVisible = (snapshot: PreviewSnapshot) => selectStatus(snapshot) !== 'hidden';
export const selectIsLoading = (snapshot: PreviewSnapshot) => snapshot.hasTag('loading');
export const selectError = (snapshot: PreviewSnapshot) => snapshot.context.error;
export const selectZoom = (snapshot: PreviewSnapshot) => snapshot.context.zoom;
export const selectDeviceId = (snapshot: PreviewSnapshot) => snapshot.context.deviceId;
export const selectDevice = (snapshot: PreviewSnapshot): DevicePreset =>
  findDevice(snapshot.context.deviceId);
export const selectOrientation = (snapshot: PreviewSnapshot) => snapshot.context.orientation;
export const selectCanRotate = (snapshot: PreviewSnapshot) =>
  findDevice(snapshot.context.deviceId).landscape;

/** The device's screen in CSS pixels, turned when in landscape. */
export const selectScreenSize = (snapshot: PreviewSnapshot) => {
  const { width, height } = findDevice(snapshot.context.deviceId);
  return snapshot.context.orientation === 'landscape'
    ? { width: height, height: width }
    : { width, height };
};

/** The iframe's address: the page, plus the reload count after the first reload. */
export const selectFrameSrc = (snapshot: PreviewSnapshot): string | null => {
  const { url, reloads } = snapshot.context;
  if (url === null || selectStatus(snapshot) === 'hidden') return null;
  return reloads === 0 ? url : withParam(url, CACHE_BUST_PARAM, String(reloads));
};

function withParam(url: string, name: string, value: string): string {
  const hashAt = url.indexOf('#');
  const [base, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}${encodeURIComponent(name)}=${encodeURIComponent(value)}${hash}`;
}
