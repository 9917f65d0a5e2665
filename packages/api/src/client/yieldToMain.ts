type Scheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task: what follows runs in a new one, after what the browser has waiting
 * (input, a frame). `scheduler.yield()` where there is one, else a message to ourselves, which,
 * unlike `setTimeout`, is neither clamped to 4 ms nor faked by a test's fake timers.
 */
export const yieldToMain = (): Promise<void> =>
  (globalThis as { scheduler?: Scheduler }).scheduler?.yield?.() ??
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
