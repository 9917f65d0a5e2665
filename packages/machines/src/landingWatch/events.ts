/** Events of the landing watch (the page's visibility reaches it from `watchPage`). */
export type LandingWatchEvent =
  | { type: 'watch.hidden' }
  | { type: 'watch.visible' }
  /** Poll at once (the window regained focus). */
  | { type: 'watch.now' };
