import { useLayoutEffect, useState, type RefObject, type UIEvent } from 'react';

const overscan = 6;

/**
 * Fixed-height windowing: from the scroll container's position and height, the slice of rows to
 * render and the blank space standing in for the rows above and below it.
 */
export function useWindowedRows(
  count: number,
  rowHeight: number,
  viewportRef: RefObject<HTMLElement | null>,
  initialViewport: number,
  enabled = true,
) {
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(initialViewport);

  useLayoutEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setViewport(element.clientHeight || initialViewport));
    observer.observe(element);
    return () => observer.disconnect();
  }, [viewportRef, initialViewport]);

  if (!enabled) {
    return { start: 0, end: count, spaceBefore: 0, spaceAfter: 0, onScroll: undefined };
  }
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((scrollTop + viewport) / rowHeight) + overscan);
  const start = Math.min(first, Math.max(0, last - 1));

  return {
    start,
    end: Math.max(start, last),
    spaceBefore: start * rowHeight,
    spaceAfter: Math.max(0, count - Math.max(start, last)) * rowHeight,
    onScroll: (event: UIEvent<HTMLElement>) => setScrollTop(event.currentTarget.scrollTop),
  };
}
