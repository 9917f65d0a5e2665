/** A listed entity: anything with a numeric id. */
export type ListItem = { id: number };

export type ResourceListContext<TItem extends ListItem> = {
  items: TItem[];
  /** The load failure text shown with the empty list (null: a failure is silent). */
  error: string | null;
  /** The item being deleted, while its delete call runs. */
  removingId: number | null;
  /** The cursor of the rows still to load (pages.ts), null once every row arrived. */
  next: string | null;
  /** The id of the last row loaded so far: the next page replaces the rows after it. */
  loadedThrough: number;
  /** Why the rest of the list did not load: the rows that arrived stay, with a retry. */
  fillError: string | null;
  /** Polls failed in a row (issue 29): the wait before the next one doubles with each. */
  pollFailures: number;
  /** The page is hidden: the list polls not until it is shown again. */
  hidden: boolean;
};

export type ResourceListOptions = {
  /** Text shown when the list cannot be loaded; null when a failure just gives an empty list. */
  loadFailedText: string | null;
  /** Show the server's message for a failed load when it gives one (else `loadFailedText`). */
  preferServerMessage?: boolean;
};
