import type { ApiClient, App } from '@landing/api';
import { ERRORS } from '@landing/api';
import {
  appsListMachine,
  errorMessage,
  type RemoveItemInput,
  type ReportLoadFailureParams,
  type ReportRemoveFailureParams,
} from '@landing/machines';
import { toast } from '@landing/ui';
import { fromPromise } from 'xstate';

/** The two calls the list makes; `client.pwa` of `@landing/api` fits. */
export type AppsListCalls = Pick<ApiClient['pwa'], 'list' | 'remove'>;

/**
 * The apps list machine over the API client. A failed delete closes the confirmation and
 * announces the reason in an error toast (docs/decisions.md, Console).
 */
export function createAppsListLogic(calls: AppsListCalls) {
  return appsListMachine.provide({
    actors: {
      loadItems: fromPromise<App[], void>(() => calls.list()),
      removeItem: fromPromise<unknown, RemoveItemInput>(({ input }) => calls.remove(input.id)),
    },
    actions: {
      reportLoadFailure: (_, { error }: ReportLoadFailureParams) =>
        console.error('Failed to load PWAs', error),
      reportRemoveFailure: (_, { error }: ReportRemoveFailureParams) => {
        toast.error(errorMessage(error, ERRORS.failedToDeletePwa));
      },
    },
  });
}
