/**
 * Fetches parts the operator is likely to open next a moment after the editor has drawn, when
 * the browser is idle: opening them then shows no spinner, and the fetch never competes with
 * the shown step's own loading. What fails to load is tried again when it is opened.
 *
 * One part per idle period: starting a part's fetch adds its module and stylesheet links to the
 * document, and starting them all at once is a long task on a phone's CPU.
 */
export function preloadWhenIdle(
  parts: readonly { preload: () => Promise<void> }[],
  afterMs = 1500,
): () => void {
  const waiting = [...parts];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleHandle: number | undefined;
  const whenIdle = (run: () => void) => {
    if (typeof requestIdleCallback === 'function') idleHandle = requestIdleCallback(run);
    else timer = setTimeout(run, 0);
  };
  const preloadNext = () => {
    waiting
      .shift()
      ?.preload()
      .catch(() => undefined);
    if (waiting.length > 0) whenIdle(preloadNext);
  };
  timer = setTimeout(() => whenIdle(preloadNext), afterMs);
  return () => {
    clearTimeout(timer);
    if (idleHandle !== undefined) cancelIdleCallback(idleHandle);
  };
}
