import type { SnapshotFrom } from 'xstate';
import type { ListItem } from './context.ts';
import type { ResourceListMachine } from './machine.ts';

export type ResourceListSnapshot<TItem extends ListItem> = SnapshotFrom<ResourceListMachine<TItem>>;

/** The screen's finite state, for `data-state`: 'filling' while rows are still to come. */
export type ResourceListStatus = 'loading' | 'filling' | 'ready' | 'failed';

export const selectItems = <TItem extends ListItem>(snapshot: ResourceListSnapshot<TItem>) =>
  snapshot.context.items;
export const selectStatus = <TItem extends ListItem>(
  snapshot: ResourceListSnapshot<TItem>,
): ResourceListStatus => {
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.hasTag('filling')) return 'filling';
  return snapshot.matches('failed') ? 'failed' : 'ready';
};
/** The first load (or a retry): the table shows its loading state. */
export const selectIsLoading = <TItem extends ListItem>(snapshot: ResourceListSnapshot<TItem>) =>
  snapshot.hasTag('loading');
/** A delete or a reload runs; the rows stay. */
export const selectIsBusy = <TItem extends ListItem>(snapshot: ResourceListSnapshot<TItem>) =>
  snapshot.hasTag('busy');
export const selectError = <TItem extends ListItem>(snapshot: ResourceListSnapshot<TItem>) =>
  snapshot.context.error;
export const selectRemovingId = <TItem extends ListItem>(snapshot: ResourceListSnapshot<TItem>) =>
  snapshot.context.removingId;
/** Rows are still to come (issue 31): the first ones are shown, the rest load page by page. */
export const selectIsFilling = <TItem extends ListItem>(snapshot: ResourceListSnapshot<TItem>) =>
  snapshot.hasTag('filling');
/** Why the rest of the list did not load (the rows that arrived stay); null otherwise. */
export const selectFillError = <TItem extends ListItem>(snapshot: ResourceListSnapshot<TItem>) =>
  snapshot.context.fillError;
