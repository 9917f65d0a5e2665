import { afterFirstContentfulPaint } from '@landing/ui';

let open: () => void = () => {};
let painted = false;

/**
 * Resolves once the console's first screen has been painted (issue 31): the API client loads
 * its call functions and schemas after it (`loadCallsAfter`), so arktype's start-up does not
 * hold back the first paint. The signed-in page's reads wait for it; they waited for the
 * calls chunk's evaluation before as well.
 */
export const firstScreenPainted = new Promise<void>((resolve) => {
  open = () => {
    painted = true;
    resolve();
  };
});

/**
 * Whether the page is still starting: its first screen not painted yet, the call functions not
 * loaded. Its route reads its data ahead then (`client.readAhead`).
 */
export const isStarting = (): boolean => !painted;

/**
 * The root route's first commit: resolves `firstScreenPainted` once the frame that shows it is on
 * screen (reported as the first contentful paint), or at once in a hidden tab, which paints no
 * frame.
 */
export function firstScreenCommitted(): void {
  if (document.visibilityState === 'hidden') open();
  else afterFirstContentfulPaint(open);
}
