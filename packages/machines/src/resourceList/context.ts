/** A listed entity: anything with a numeric id. */
export type ListItem = { id: number };

export type ResourceListContext<TItem extends ListItem> = {
  items: TItem[];
  /** The load failure text shown with the empty list (null: a failure is silent). */
  error: string | null;
  /** The item being deleted, while its delete call runs. */
  removingId: number | null;
};

export type ResourceListOptions = {
  /** Text shown when the list cannot be loaded; null when a failure just gives an empty list. */
  loadFailedText: string | null;
  /** Show the server's message for a failed load when it gives one (else `loadFailedText`). */
  preferServerMessage?: boolean;
};
