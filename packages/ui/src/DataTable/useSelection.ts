import { useCallback, useMemo, useState } from 'react';
import type { RowKey } from './types.ts';

/**
 * Selection kept by row key, never by position, so deleting or re-sorting rows never moves it to
 * another row. Keys of rows that are gone simply stop counting.
 */
export function useSelection(allKeys: readonly RowKey[]) {
  const [picked, setPicked] = useState<ReadonlySet<RowKey>>(() => new Set());
  const present = useMemo(() => new Set(allKeys), [allKeys]);
  const selected = useMemo(
    () => new Set([...picked].filter((key) => present.has(key))),
    [picked, present],
  );

  const toggle = useCallback(
    (key: RowKey, on: boolean) =>
      setPicked((previous) => {
        const next = new Set([...previous].filter((k) => present.has(k)));
        if (on) next.add(key);
        else next.delete(key);
        return next;
      }),
    [present],
  );
  const setAll = useCallback(
    (on: boolean) => setPicked(on ? new Set(present) : new Set()),
    [present],
  );
  const remove = useCallback(
    (keys: readonly RowKey[]) =>
      setPicked((previous) => {
        const next = new Set(previous);
        for (const key of keys) next.delete(key);
        return next;
      }),
    [],
  );

  const allState: boolean | 'indeterminate' =
    selected.size === 0 ? false : selected.size === present.size ? true : 'indeterminate';

  return { selected, toggle, setAll, remove, allState };
}
