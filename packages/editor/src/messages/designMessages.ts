import type { DesignMessageKey, EditorMessages } from '../package/contract.ts';

/** The Design section's labels, buttons, base design card and player: the spec's words. */
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
  'design.usingBase': 'Using Base Design',
  'design.previewOnly': 'Preview Only',
  'design.usingBaseText':
    "This translation is using the base translation's design. Changes to the base design will affect this translation.",
  'design.unlink': 'Unlink Design',
  'design.unlinkTitle': 'Unlink Design?',
  'design.unlinkMessage':
    'This translation will stop using the base design and its design will be cleared. This action cannot be undone.',
  'design.unlinkConfirm': 'Unlink',
  'design.unlinkCancel': 'Cancel',
  'design.screenshotCountOne': '1 screenshot',
  'design.screenshotCount': '{count} screenshots',
  'design.screenshotAlt': 'Screenshot {position}',
  'design.moveLeft': 'Move screenshot {position} left',
  'design.moveRight': 'Move screenshot {position} right',
  'design.removeScreenshot': 'Remove screenshot {position}',
  'design.player': 'Video',
  'design.playerTime': 'Video time',
  'design.play': 'Play',
  'design.pause': 'Pause',
  'design.frameAt': 'Frame at {time}',
  'design.uploadProgress': 'Uploading… {percent}%',
  'design.conflictTitle': 'Someone else saved this design',
  'design.conflictSave': 'Save Merged Design',
  'design.conflictNone': 'None',
} satisfies Pick<
  EditorMessages,
  | DesignMessageKey
  | 'design.screenshotCount'
  | 'design.screenshotAlt'
  | 'design.moveLeft'
  | 'design.moveRight'
  | 'design.removeScreenshot'
  | 'design.frameAt'
  | 'design.uploadProgress'
>;
