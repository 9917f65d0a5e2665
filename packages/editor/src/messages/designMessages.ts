import type { DesignMessageKey } from '../package/contract.ts';

/** The Design section's labels and buttons: the spec's words. */
export const designMessages = {
  'design.useBase': 'Use Base Design',
  'design.loading': 'Loading design',
  'design.loadFailed': 'Failed to load design',
  'design.uploading': 'Uploading design',
  'design.save': 'Save Design',
  'design.icon': 'Icon',
  'design.iconPlaceholder': 'App Icon 512x512px',
  'design.iconPreview': 'App icon',
  'design.iconRemove': 'Remove',
  'design.screenshots': 'Screenshots',
  'design.addScreenshot': 'Add Screenshot',
  'design.video': 'Video (optional)',
  'design.captureFrame': 'Capture Current Frame',
  'design.selectVideo': 'Select Video',
  'design.replaceVideo': 'Replace Video',
  'design.videoPreview': 'Video preview',
  'design.removePreview': 'Remove Preview',
} satisfies Record<DesignMessageKey, string>;
