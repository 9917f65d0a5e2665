import type { ApiClient } from '@landing/api';
import { landingWatchMachine, type LandingWatchEvent } from '@landing/machines';
import { fromCallback, fromPromise } from 'xstate';
import { createLandingRowsPoll } from './pollLandingRows.ts';

/** The landing watch with its effects: the poll over the client, the page's visibility and focus. */
export function createLandingWatchLogic(
  client: ApiClient,
  shownComments?: () => readonly number[],
) {
  const poll = createLandingRowsPoll(client, shownComments);
  return landingWatchMachine.provide({
    actors: {
      pollRows: fromPromise(({ input }) => poll(input)),
      watchPage: fromCallback<LandingWatchEvent>(({ sendBack }) => {
        // A focus counts only after a blur: a frame's first focus is not a return.
        let blurred = false;
        const onVisibility = () =>
          sendBack({
            type: document.visibilityState === 'hidden' ? 'watch.hidden' : 'watch.visible',
          });
        const onBlur = () => {
          blurred = true;
        };
        const onFocus = () => {
          if (!blurred) return;
          blurred = false;
          sendBack({ type: 'watch.now' });
        };
        document.addEventListener('visibilitychange', onVisibility);
        window.addEventListener('blur', onBlur);
        window.addEventListener('focus', onFocus);
        if (document.visibilityState === 'hidden') sendBack({ type: 'watch.hidden' });
        return () => {
          document.removeEventListener('visibilitychange', onVisibility);
          window.removeEventListener('blur', onBlur);
          window.removeEventListener('focus', onFocus);
        };
      }),
    },
  });
}
