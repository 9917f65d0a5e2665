import type { ApiClient, Template } from '@landing/api';
import {
  customTemplatesOf,
  templatesListMachine,
  type RemoveItemInput,
  type ReportLoadFailureParams,
  type ReportRemoveFailureParams,
} from '@landing/machines';
import { fromPromise } from 'xstate';
import { pagedListActors } from '../ListScreen/listPages.ts';
import { deleteGoneAsDeleted } from '../ListScreen/othersChanges.ts';
import type { ConsoleServices } from '../services/ConsoleServices.tsx';

/** The calls the Templates screen makes: `client.template` of `@landing/api` fits. */
export type TemplatesCalls = Pick<
  ApiClient['template'],
  'listPage' | 'remove' | 'create' | 'update'
>;

/**
 * The templates list machine over the API client: custom templates only; a failed load gives an
 * empty list and a failed delete is only logged (console.md §8). The templates come in pages
 * (issue 31), each page's custom ones shown as it arrives.
 */
export function createTemplatesListLogic(
  calls: TemplatesCalls,
  notify: ConsoleServices['notify'] = () => {},
) {
  const remove = deleteGoneAsDeleted((id) => calls.remove(id), notify, 'template');
  return templatesListMachine.provide({
    actors: {
      ...pagedListActors<Template>(async (query, seen) => {
        const page = await calls.listPage(query, seen);
        return { ...page, items: customTemplatesOf(page.items) };
      }),
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
