import type { ApiClient, App } from '@landing/api';
import { ERRORS } from '@landing/api';
import {
  appsListMachine,
  errorMessage,
  type RemoveItemInput,
  type ReportLoadFailureParams,
  type ReportRemoveFailureParams,
} from '@landing/machines';
import { fromPromise } from 'xstate';
import type { ConsoleServices } from '../services/ConsoleServices.tsx';
import { deleteGoneAsDeleted } from '../ListScreen/othersChanges.ts';

/** The two calls the list makes; `client.pwa` of `@landing/api` fits. */
export type AppsListCalls = Pick<ApiClient['pwa'], 'list' | 'remove'>;

/**
 * The apps list machine over the API client. A failed delete closes the confirmation and
 * announces the reason in an error toast (docs/decisions.md, Console).
 */
export function createAppsListLogic(calls: AppsListCalls, notify: ConsoleServices['notify']) {
  const remove = deleteGoneAsDeleted((id) => calls.remove(id), notify, 'app');
  return appsListMachine.provide({
    actors: {
      loadItems: fromPromise<App[], void>(() => calls.list()),
      removeItem: fromPromise<unknown, RemoveItemInput>(({ input }) => remove(input.id)),
    },
    actions: {
      reportLoadFailure: (_, { error }: ReportLoadFailureParams) =>
        console.error('Failed to load PWAs', error),
      reportRemoveFailure: (_, { error }: ReportRemoveFailureParams) => {
        notify('error', errorMessage(error, ERRORS.failedToDeletePwa));
      },
    },
  });
}
