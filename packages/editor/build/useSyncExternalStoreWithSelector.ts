// `use-sync-external-store/shim/with-selector` as an ES module over React's own hook (the
// package is CommonJS and would `require('react')`, which an ES bundle with React as an
// external cannot do). The same algorithm as React's: the selection is memoised per snapshot
// and kept while `isEqual` says it did not change.
/* eslint-disable react-hooks/refs, react-hooks/immutability -- React's own algorithm, which
   keeps its memo outside React state on purpose; the rules are for components, not this port. */
import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

type Instance<Selection> = { hasValue: boolean; value: Selection | null };

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const instance = useRef<Instance<Selection>>({ hasValue: false, value: null }).current;
  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false;
    let memoizedSnapshot: Snapshot;
    let memoizedSelection: Selection;
    const memoizedSelector = (nextSnapshot: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true;
        memoizedSnapshot = nextSnapshot;
        const nextSelection = selector(nextSnapshot);
        if (isEqual !== undefined && instance.hasValue) {
          const current = instance.value as Selection;
          if (isEqual(current, nextSelection)) {
            memoizedSelection = current;
            return current;
          }
        }
        memoizedSelection = nextSelection;
        return nextSelection;
      }
      if (Object.is(memoizedSnapshot, nextSnapshot)) return memoizedSelection;
      const nextSelection = selector(nextSnapshot);
      if (isEqual !== undefined && isEqual(memoizedSelection, nextSelection)) {
        memoizedSnapshot = nextSnapshot;
        return memoizedSelection;
      }
      memoizedSnapshot = nextSnapshot;
      memoizedSelection = nextSelection;
      return nextSelection;
    };
    const serverSnapshot = getServerSnapshot ?? null;
    return [
      () => memoizedSelector(getSnapshot()),
      serverSnapshot === null ? undefined : () => memoizedSelector(serverSnapshot()),
    ];
  }, [getSnapshot, getServerSnapshot, selector, isEqual, instance]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    instance.hasValue = true;
    instance.value = value;
  }, [instance, value]);
  useDebugValue(value);
  return value;
}
