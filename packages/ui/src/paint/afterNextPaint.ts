/** A tab in the background paints no frames: what waits for one runs after this at the latest. */
const LONGEST_WAIT_FOR_PAINT_MS = 1_000;

/**
 * Runs `run` once, after the next frame has been painted (a task queued from an animation frame
 * runs after that frame's paint), or after a second when no frame comes. Returns a cancel.
 */
export function afterNextPaint(run: () => void): () => void {
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(fallback);
  };
  const once = () => {
    cancel();
    run();
  };
  const frame = requestAnimationFrame(() => {
    afterFrame = setTimeout(once, 0);
  });
  const fallback = setTimeout(once, LONGEST_WAIT_FOR_PAINT_MS);
  return cancel;
}
