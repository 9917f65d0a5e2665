// The fling itself, run in the page (Playwright's `evaluate`, so it refers to nothing outside it):
// from the top of `viewport`, after a gc() (Chromium started with --expose-gc: the tables measured
// before are garbage now, collected here rather than during the fling), scroll 600 px every
// animation frame for `frames` frames. Answers the frame intervals (rAF to rAF) and the long
// tasks (over 50 ms, PerformanceObserver) seen meanwhile.

/**
 * @param {HTMLElement} viewport the table's scroll box
 * @param {number} frames
 * @returns {Promise<{ frameMs: number[], longTasksMs: number[] }>}
 */
export async function flingViewport(viewport, frames) {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const settle = async () => {
    for (let i = 0; i < 10; i += 1) await frame();
  };
  // The whole box on screen: a box partly below the fold would paint less than the control.
  viewport.scrollIntoView({ block: 'nearest' });
  viewport.scrollTop = 0;
  await settle();
  globalThis.gc?.();
  await settle();
  const longTasksMs = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasksMs.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  const frameMs = [];
  let last = await frame();
  for (let i = 0; i < frames; i += 1) {
    viewport.scrollTop += 600;
    const now = await frame();
    frameMs.push(now - last);
    last = now;
  }
  await settle();
  observer.disconnect();
  return { frameMs, longTasksMs };
}
