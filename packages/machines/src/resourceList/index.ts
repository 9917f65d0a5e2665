export {
  createResourceListMachine,
  type ResourceListMachine,
  type ResourceListTag,
} from './machine.ts';
export {
  appsListMachine,
  customTemplatesOf,
  landingsListMachine,
  templatesListMachine,
} from './lists.ts';
export type { ResourceListEvent } from './events.ts';
export type { ListItem, ResourceListContext, ResourceListOptions } from './context.ts';
export {
  resourceListActors,
  type RemoveItemInput,
  type ReportLoadFailureParams,
  type ReportRemoveFailureParams,
} from './actors.ts';
export * as resourceListSelectors from './selectors.ts';
export type { ResourceListSnapshot, ResourceListStatus } from './selectors.ts';
export {
  hasMorePages,
  mergePage,
  pageOf,
  type ListPage,
  type LoadedList,
  type LoadMoreInput,
} from './pages.ts';
