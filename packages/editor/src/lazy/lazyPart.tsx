import { lazy, useState, type ComponentType, type JSX, type LazyExoticComponent } from 'react';

/** A part of the editor in a chunk of its own, and how to fetch that chunk ahead of time. */
export type LazyPart<P extends object> = ((props: P) => JSX.Element) & {
  /** Starts loading the part's chunk (once; a failed load is tried again by the next call). */
  preload: () => Promise<void>;
};

/**
 * A component whose code loads on demand (render it under a `<Suspense>`). Once its chunk is
 * there, a new mount renders it at once, without a fallback frame.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchPart = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(async () => ({ default: await fetchPart() }));
  function Part(props: P) {
    // Chosen once per mount: switching from the suspending wrapper would remount the part.
    const [Component] = useState<ComponentType<P> | LazyExoticComponent<ComponentType<P>>>(
      () => loaded ?? Suspending,
    );
    return <Component {...props} />;
  }
  const preload = async () => {
    await fetchPart();
  };
  return Object.assign(Part, { preload });
}

/** A part that ships in the editor's first chunk (the one shown first) behind the same shape. */
export function eagerPart<P extends object>(Component: (props: P) => JSX.Element): LazyPart<P> {
  return Object.assign((props: P) => <Component {...props} />, {
    preload: () => Promise.resolve(),
  });
}
