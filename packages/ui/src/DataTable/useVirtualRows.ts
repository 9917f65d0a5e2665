import { observeElementOffset, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';

/**
 * Rows rendered beyond each edge of the viewport. A fling moves more than a screen a frame, so a
 * wider margin never saves a blank row then; it only adds rows to every frame's layout (2 rows
 * instead of 6: 11% less main-thread time a frame, bench/datatable-fling.mjs).
 */
const overscan = 2;

/**
 * Scroll positions reach the virtualizer once per animation frame: a fling fires several scroll
 * events a frame, and each would otherwise render the table again.
 */
function observeOffsetPerFrame(
  instance: Virtualizer<HTMLElement, HTMLTableRowElement>,
  report: (offset: number, isScrolling: boolean) => void,
) {
  let frame = 0;
  let latest: [number, boolean] = [0, false];
  const stop = observeElementOffset(instance, (offset, isScrolling) => {
    latest = [offset, isScrolling];
    if (frame !== 0) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      report(...latest);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    stop?.();
  };
}

/**
 * The rows of an unpaged table that are on screen (plus a few either side), by @tanstack/react-virtual:
 * each rendered row is measured, so a row taller than `rowHeight` (wrapped text) keeps its place.
 * `spaceBefore` and `spaceAfter` stand in for the rows not rendered.
 */
export function useVirtualRows(
  count: number,
  rowHeight: number,
  viewportRef: RefObject<HTMLElement | null>,
  viewportHeight: number,
  keyAt: (index: number) => string | number,
  enabled: boolean,
) {
  // Its answers are read afresh on every render; only `measureElement`, made once, is kept.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLElement, HTMLTableRowElement>({
    count,
    enabled,
    getScrollElement: () => viewportRef.current,
    estimateSize: () => rowHeight,
    getItemKey: keyAt,
    overscan,
    // The header row sits above the first data row inside the scrolling box.
    paddingStart: rowHeight,
    initialRect: { width: 0, height: viewportHeight },
    observeElementOffset: observeOffsetPerFrame,
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    items,
    spaceBefore: first ? first.start - rowHeight : 0,
    spaceAfter: last ? Math.max(0, virtualizer.getTotalSize() - last.end) : 0,
    /** The height of every row with the header, as far as measured. */
    totalHeight: virtualizer.getTotalSize(),
    measureRow: virtualizer.measureElement,
  };
}
