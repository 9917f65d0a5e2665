/** Web Server URL display width (spec §9). */
export const WEB_URL_DISPLAY_WIDTH = 40;

const ELLIPSIS = '…';

/** Cuts the middle out of a long text so the result is at most `width` characters. */
export function shortenMiddle(text: string, width: number = WEB_URL_DISPLAY_WIDTH): string {
  if (text.length <= width) return text;
  if (width <= ELLIPSIS.length) return ELLIPSIS.slice(0, width);
  const kept = width - ELLIPSIS.length;
  const head = Math.ceil(kept / 2);
  const tail = kept - head;
  return `${text.slice(0, head)}${ELLIPSIS}${tail > 0 ? text.slice(-tail) : ''}`;
}
