/**
 * How long a load runs before its spinner is seen and turns. One that ends sooner shows none: no
 * flicker, and no frames drawn for it. A turning spinner asks for a frame every 16 ms: on the
 * editor's first load that work competed with the page's own (issue 31, docs/decisions.md).
 */
export const SPINNER_DELAY_MS = 500;
