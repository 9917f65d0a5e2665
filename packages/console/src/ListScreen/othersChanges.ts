import { isGone } from '@landing/api';
import { useEffect } from 'react';
import type { ConsoleServices } from '../services/ConsoleServices.tsx';

/**
 * Issue 29: what a list says when the row it deletes was already deleted by another operator.
 * The list then loads again without it: no error about a missing row.
 */
export const deletedElsewhereText = (noun: string) =>
  `This ${noun} was already deleted by another operator. The list is up to date.`;

/**
 * A list's delete call where a row already gone (404/410) counts as deleted: the operator is
 * told so in a warning, and the list machine loads the list again as after any delete.
 */
export function deleteGoneAsDeleted(
  remove: (id: number) => Promise<unknown>,
  notify: ConsoleServices['notify'],
  noun: string,
) {
  return async (id: number): Promise<unknown> => {
    try {
      return await remove(id);
    } catch (error) {
      if (!isGone(error)) throw error;
      notify('warning', deletedElsewhereText(noun));
      return undefined;
    }
  };
}

/**
 * Loads a list again when its window regains focus (after losing it) or its page is shown again,
 * so rows other operators changed or deleted meanwhile are shown as they are (`list.reload`
 * keeps the rows on screen while it loads; a list that is busy ignores it). A focus with no blur
 * before it (a frame's first focus) is not a return. The list also hears when its page is hidden
 * and shown (`list.hidden`, `list.shown`): it polls only while shown (issue 29).
 */
export function useReloadOnFocus(list: { send: (event: ListPageEvent) => void }) {
  useEffect(() => {
    const stopVisibility = onVisibility((hidden) =>
      list.send({ type: hidden ? 'list.hidden' : 'list.shown' }),
    );
    const stop = onReturn(() => list.send({ type: 'list.reload' }));
    return () => {
      stop();
      stopVisibility();
    };
  }, [list]);
}

/**
 * Calls `changed(hidden)` each time the page is hidden or shown again, and at once when it is
 * hidden already (a screen that polls while shown hears it: issue 29); answers the function
 * that stops listening.
 */
export function onVisibility(changed: (hidden: boolean) => void): () => void {
  const visibility = () => changed(document.visibilityState === 'hidden');
  if (document.visibilityState === 'hidden') visibility();
  document.addEventListener('visibilitychange', visibility);
  return () => document.removeEventListener('visibilitychange', visibility);
}

type ListPageEvent = { type: 'list.reload' } | { type: 'list.hidden' } | { type: 'list.shown' };

/**
 * Calls `returned` when the window regains focus after a blur, or the page is shown again after
 * being hidden; answers the function that stops listening.
 */
export function onReturn(returned: () => void): () => void {
  let away = false;
  const leave = () => {
    away = true;
  };
  const back = () => {
    if (!away || document.visibilityState === 'hidden') return;
    away = false;
    returned();
  };
  const visibility = () => (document.visibilityState === 'hidden' ? leave() : back());
  window.addEventListener('blur', leave);
  window.addEventListener('focus', back);
  document.addEventListener('visibilitychange', visibility);
  return () => {
    window.removeEventListener('blur', leave);
    window.removeEventListener('focus', back);
    document.removeEventListener('visibilitychange', visibility);
  };
}
