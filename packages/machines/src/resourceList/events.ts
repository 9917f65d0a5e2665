export type ResourceListEvent =
  /** Delete one item (after the operator confirmed). */
  | { type: 'list.remove'; id: number }
  /** Load again, keeping the rows on screen (e.g. after a template was saved). */
  | { type: 'list.reload' }
  /** Load again after a load failure. */
  | { type: 'list.retry' }
  /** The page was hidden: no polls meanwhile (issue 29). */
  | { type: 'list.hidden' }
  /** The page is shown again. */
  | { type: 'list.shown' };
