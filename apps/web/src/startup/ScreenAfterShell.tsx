import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Mounts the signed-in screen after the shell around it, in a transition (issue 31). The first
 * load renders shell and screen from one router update, which React renders in one task (the
 * router's stores update synchronously): the screen's first render (/apps' table, machine,
 * links) made it the page's longest task on a phone. In a transition React renders the screen
 * in slices of a few milliseconds, yielding to the browser between them, and the shell is on
 * screen meanwhile. Only the first mount waits: the screens a navigation opens render as before.
 */
export function ScreenAfterShell({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
