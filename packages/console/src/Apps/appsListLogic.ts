import type { ApiClient } from '@landing/api';
import { ERRORS } from '@landing/api';
import {
  appsListMachine,
  errorMessage,
  type RemoveItemInput,
  type ReportLoadFailureParams,
  type ReportRemoveFailureParams,
} from '@landing/machines';
import { fromPromise } from 'xstate';
import { pagedListActors } from '../ListScreen/listPages.ts';
import type { ConsoleServices } from '../services/ConsoleServices.tsx';
import { deleteGoneAsDeleted } from '../ListScreen/othersChanges.ts';

/** The two calls the list makes; `client.pwa` of `@landing/api` fits. */
export type AppsListCalls = Pick<ApiClient['pwa'], 'listPage' | 'remove'>;

/**
 * The apps list machine over the API client. A failed delete closes the confirmation and
 * announces the reason in an error toast (docs/decisions.md, Console).
 */
export function createAppsListLogic(calls: AppsListCalls, notify: ConsoleServices['notify']) {
  const remove = deleteGoneAsDeleted((id) => calls.remove(id), notify, 'app');
  return appsListMachine.provide({
    actors: {
      // The first page at once, the rest page by page (issue 31).
      ...pagedListActors(calls.listPage),
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
