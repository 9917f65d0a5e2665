/**
 * The content model paths the Content section's stories drive through the tab against the MSW
 * kit, as `pathName` prints their events; the model test checks each is a model path. On the
 * screen `content.change` is a new Description typed (one the schema accepts), `content.save`
 * the 'Save Content' button, `content.retry` 'Try again'.
 */
const loaded = ['done.actor.loadContent', 'content.change', 'content.save'];

export const CONTENT_SCREEN_PATHS = {
  // The kit answers no versions: a save reads the translation first (issue 29).
  saved: [...loaded, 'done.actor.checkContent', 'done.actor.updateContent'],
  saveFails: [...loaded, 'done.actor.checkContent', 'error.actor.updateContent'],
  loadFailsThenRetried: ['error.actor.loadContent', 'content.retry'],
} as const;

export type ContentScreenPath = keyof typeof CONTENT_SCREEN_PATHS;
