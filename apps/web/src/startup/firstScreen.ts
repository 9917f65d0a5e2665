let open: () => void = () => {};

/**
 * Resolves once the console's first screen has been painted (issue 31): the API client loads
 * its call functions and schemas after it (`loadCallsAfter`), so arktype's start-up does not
 * hold back the first paint. The signed-in page's reads wait for it; they waited for the
 * calls chunk's evaluation before as well.
 */
export const firstScreenPainted = new Promise<void>((resolve) => {
  open = resolve;
});

/** A tab hidden after the first commit paints no frame: its reads must not wait for one. */
const LONGEST_WAIT_FOR_PAINT_MS = 1_000;

/**
 * The root route's first commit: resolves `firstScreenPainted` after the frame that shows it
 * (a task queued from an animation frame runs after that frame's paint), or at once in a
 * hidden tab, which paints no frame.
 */
export function firstScreenCommitted(): void {
  if (document.visibilityState === 'hidden') {
    open();
    return;
  }
  requestAnimationFrame(() => setTimeout(open));
  setTimeout(open, LONGEST_WAIT_FOR_PAINT_MS);
}
