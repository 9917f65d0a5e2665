import type { ApiClient } from '@landing/api';
import {
  errorMessage,
  landingsListMachine,
  type RemoveItemInput,
  type ReportLoadFailureParams,
  type ReportRemoveFailureParams,
} from '@landing/machines';
import { fromPromise } from 'xstate';
import { pagedListActors } from '../ListScreen/listPages.ts';
import type { ConsoleServices } from '../services/ConsoleServices.tsx';
import { deleteGoneAsDeleted } from '../ListScreen/othersChanges.ts';

/** The calls the Landings screen makes: `client.landing` of `@landing/api` fits. */
export type LandingsCalls = Pick<ApiClient['landing'], 'listPage' | 'remove'>;

export const LANDING_DELETE_FAILED = 'Failed to delete landing';

/**
 * The landings list machine over the API client. A failed load shows 'Failed to load PWA
 * Groups'; a failed delete keeps the row, is logged and shows an error toast.
 */
export function createLandingsListLogic(calls: LandingsCalls, notify: ConsoleServices['notify']) {
  const remove = deleteGoneAsDeleted((id) => calls.remove(id), notify, 'landing');
  return landingsListMachine.provide({
    actors: {
      // The first page at once, the rest page by page (issue 31).
      ...pagedListActors(calls.listPage),
      removeItem: fromPromise<unknown, RemoveItemInput>(({ input }) => remove(input.id)),
    },
    actions: {
      reportLoadFailure: (_, { error }: ReportLoadFailureParams) =>
        console.error('Failed to load PWA Groups', error),
      reportRemoveFailure: (_, { id, error }: ReportRemoveFailureParams) => {
        console.error(`Failed to delete landing ${id}`, error);
        notify('error', errorMessage(error, LANDING_DELETE_FAILED));
      },
    },
  });
}
