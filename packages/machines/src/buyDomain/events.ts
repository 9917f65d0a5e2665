export type BuyDomainEvent =
  /** 'Buy new domain'. */
  | { type: 'modal.open' }
  /** Escape, the × button: the modal closes and its entry, offers and error are cleared. */
  | { type: 'modal.close' }
  /** The base-name entry; the text is cleaned as typed like a subdomain. */
  | { type: 'name.change'; value: string }
  /** Check: searches the registrar for the base name. */
  | { type: 'domain.check' }
  /** Picks an available domain: its full name becomes the entry. */
  | { type: 'domain.pick'; name: string }
  /** Buy: purchases the entry's domain for 1 year. */
  | { type: 'domain.buy' };
