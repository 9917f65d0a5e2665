import { notProvidedActor } from '../shared/notProvided.ts';
import type { ListItem } from './context.ts';

export type RemoveItemInput = { id: number };
export type ReportLoadFailureParams = { error: unknown };
export type ReportRemoveFailureParams = { id: number; error: unknown };

/** Injected actors of a list (`fromPromise`). */
export const resourceListActors = <TItem extends ListItem>() => ({
  /** GET the whole list (no pagination). */
  loadItems: notProvidedActor<TItem[], void>('loadItems'),
  /** DELETE one item. */
  removeItem: notProvidedActor<unknown, RemoveItemInput>('removeItem'),
});
