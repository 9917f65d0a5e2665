import { startTransition, useEffect, useState } from 'react';

/**
 * `ready`, turned on in a transition and off at once. What it reveals (a loaded landing's
 * section and preview) then renders in slices the browser can interleave with input and
 * painting, instead of one long task; until then the loading frame stays as it was.
 */
export function useRevealedInTransition(ready: boolean): boolean {
  const [revealed, setRevealed] = useState(ready);
  if (!ready && revealed) setRevealed(false);
  useEffect(() => {
    if (ready && !revealed) startTransition(() => setRevealed(true));
  }, [ready, revealed]);
  return ready && revealed;
}
