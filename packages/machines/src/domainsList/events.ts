export type DomainsListEvent =
  /** Loads the list again, keeping the rows meanwhile (after a purchase). */
  | { type: 'list.reload' }
  /** 'Try again' after a failed load. */
  | { type: 'list.retry' };
