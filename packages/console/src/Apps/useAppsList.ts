import type { App, ApiClient } from '@landing/api';
import { ERRORS } from '@landing/api';
import { errorMessage } from '@landing/machines';
import { useCallback, useEffect, useState } from 'react';

/** The two calls the list makes; `client.pwa` of `@landing/api` fits. */
export type AppsListCalls = Pick<ApiClient['pwa'], 'list' | 'remove'>;

export type AppsListStatus = 'loading' | 'ready' | 'failed';

type ListState = { status: AppsListStatus; apps: readonly App[]; error: string | null };

/**
 * Loads every app (no pagination). A failed load leaves an empty list and keeps the reason so
 * the screen can say what went wrong; `reload()` settles once the new list is shown.
 */
export function useAppsList(calls: AppsListCalls) {
  const [state, setState] = useState<ListState>({ status: 'loading', apps: [], error: null });

  const fetchApps = useCallback(
    () =>
      calls.list().then(
        (apps): ListState => ({ status: 'ready', apps, error: null }),
        (error: unknown): ListState => ({
          status: 'failed',
          apps: [],
          error: errorMessage(error, ERRORS.failedToLoadPwas),
        }),
      ),
    [calls],
  );

  useEffect(() => {
    let current = true;
    void fetchApps().then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, [fetchApps]);

  const reload = useCallback(async () => {
    setState(await fetchApps());
  }, [fetchApps]);

  const retry = useCallback(() => {
    setState({ status: 'loading', apps: [], error: null });
    void reload();
  }, [reload]);

  return { ...state, reload, retry };
}
