/**
 * Calls after which the page may look different. Spec §4: a path containing launcher,
 * launcher-content or comments, which also takes in `landing/{id}/link-launcher/{id}` and
 * `launcher-content/{id}/design/{id}`.
 */
const PREVIEW_PATH = /launcher|comments/;

export const touchesPreview = (event: { method: string; path: string }): boolean =>
  event.method !== 'GET' && PREVIEW_PATH.test(event.path);
