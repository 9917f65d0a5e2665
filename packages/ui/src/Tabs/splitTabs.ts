export type SplittableTab = { value: string; pinned?: boolean };

/**
 * Which tabs show in the strip and which go to the 'More' menu. Pinned tabs and the active tab
 * always show, then the others in order until `maxVisible`; both lists keep the original order.
 */
export function splitTabs<T extends SplittableTab>(
  tabs: readonly T[],
  maxVisible: number,
  activeValue: string | undefined,
): { visible: T[]; overflow: T[] } {
  if (tabs.length <= maxVisible) return { visible: [...tabs], overflow: [] };
  const shown = new Set<string>();
  const take = (tab: T) => {
    if (shown.size < maxVisible) shown.add(tab.value);
  };
  tabs.filter((tab) => tab.pinned).forEach(take);
  const active = tabs.find((tab) => tab.value === activeValue);
  if (active && !shown.has(active.value)) {
    if (shown.size >= maxVisible) {
      // Full of pinned tabs: the active one still has to be seen, it takes the last slot.
      const lastPinned = [...shown].at(-1);
      if (lastPinned !== undefined) shown.delete(lastPinned);
    }
    take(active);
  }
  tabs.forEach(take);
  return {
    visible: tabs.filter((tab) => shown.has(tab.value)),
    overflow: tabs.filter((tab) => !shown.has(tab.value)),
  };
}
