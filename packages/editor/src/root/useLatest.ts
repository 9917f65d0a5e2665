import { useLayoutEffect, useRef } from 'react';

/**
 * The latest value behind a stable ref: a host's new callback on each render is read when
 * called, so it never goes stale and never restarts anything built from it.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
