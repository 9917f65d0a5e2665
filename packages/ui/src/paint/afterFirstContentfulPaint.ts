import { afterNextPaint } from './afterNextPaint.ts';

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/** A page with no text or image on screen reports no first contentful paint: wait no longer. */
const LONGEST_WAIT_FOR_REPORT_MS = 1_000;

const canObservePaints = (): boolean =>
  typeof PerformanceObserver === 'function' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');

const firstContentfulPaintReported = (): boolean =>
  performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0;

/**
 * Runs `run` once, after the next frame has been painted and the browser has reported the page's
 * first contentful paint (Paint Timing), which it does once that frame is on screen; after the next
 * paint alone where paints cannot be observed, and at the latest a second after it. What starts
 * then (the API client's calls chunk, issue 31) shares neither the network nor the main thread with
 * the first screen. Returns a cancel.
 */
export function afterFirstContentfulPaint(run: () => void): () => void {
  let stopWaiting = () => {};
  const cancelFrame = afterNextPaint(() => {
    if (!canObservePaints() || firstContentfulPaintReported()) {
      run();
      return;
    }
    const done = () => {
      stopWaiting();
      run();
    };
    const observer = new PerformanceObserver(() => {
      if (firstContentfulPaintReported()) done();
    });
    const fallback = setTimeout(done, LONGEST_WAIT_FOR_REPORT_MS);
    stopWaiting = () => {
      observer.disconnect();
      clearTimeout(fallback);
    };
    observer.observe({ type: 'paint' });
  });
  return () => {
    cancelFrame();
    stopWaiting();
  };
}
