/**
 * The static content model paths the Main Information stories drive through the Static Content
 * form against the MSW kit, as `pathName` prints their events; the model test checks each is a
 * model path. On the screen `field.change` is a field retyped (a valid Developer on the paths
 * that save, an email the rules refuse on `refused`), `form.save` the 'Save Static Content'
 * button.
 */
const changedAndSaved = ['field.change', 'form.save'];

export const STATIC_CONTENT_SCREEN_PATHS = {
  saved: [...changedAndSaved, 'done.actor.updateStaticContent'],
  saveFails: [...changedAndSaved, 'error.actor.updateStaticContent'],
  refused: changedAndSaved,
} as const;

export type StaticContentScreenPath = keyof typeof STATIC_CONTENT_SCREEN_PATHS;
