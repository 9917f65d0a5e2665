export type DomainStatusEvent =
  /** 'Check Status' on the row. */
  | { type: 'status.check' }
  /** The list was loaded again: the row takes the status it now reports. */
  | { type: 'status.sync'; status: string };
