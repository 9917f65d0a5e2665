import type { ApiClient, Template } from '@landing/api';
import {
  customTemplatesOf,
  templatesListMachine,
  type LoadedList,
  type RemoveItemInput,
  type ReportLoadFailureParams,
  type ReportRemoveFailureParams,
} from '@landing/machines';
import { fromPromise } from 'xstate';
import { deleteGoneAsDeleted } from '../ListScreen/othersChanges.ts';
import type { ConsoleServices } from '../services/ConsoleServices.tsx';

/** The calls the Templates screen makes: `client.template` of `@landing/api` fits. */
export type TemplatesCalls = Pick<ApiClient['template'], 'list' | 'remove' | 'create' | 'update'>;

/**
 * The templates list machine over the API client: custom templates only; a failed load gives an
 * empty list and a failed delete is only logged (console.md §8).
 */
export function createTemplatesListLogic(
  calls: TemplatesCalls,
  notify: ConsoleServices['notify'] = () => {},
) {
  const remove = deleteGoneAsDeleted((id) => calls.remove(id), notify, 'template');
  const customTemplates = fromPromise<LoadedList<Template>, void>(async () =>
    customTemplatesOf(await calls.list()),
  );
  return templatesListMachine.provide({
    actors: {
      loadItems: customTemplates,
      pollItems: customTemplates,
      removeItem: fromPromise<unknown, RemoveItemInput>(({ input }) => remove(input.id)),
    },
    actions: {
      reportLoadFailure: (_, { error }: ReportLoadFailureParams) =>
        console.error('Failed to load templates', error),
      reportRemoveFailure: (_, { id, error }: ReportRemoveFailureParams) =>
        console.error(`Failed to delete template ${id}`, error),
    },
  });
}
