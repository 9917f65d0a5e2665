import {
  lazy,
  useState,
  type ComponentType,
  type JSX,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { PartFailed } from './PartFailed.tsx';

/** A part of the editor in a chunk of its own, and how to fetch that chunk ahead of time. */
export type LazyPart<P extends object> = ((props: P) => JSX.Element) & {
  /** Starts loading the part's chunk (once; a failed load is tried again by the next call). */
  preload: () => Promise<void>;
};

/** What a part shows in its place when its chunk failed to load; `retry` fetches it again. */
export type PartFallback<P> = (retry: () => void, props: P) => ReactNode;

const defaultFallback: PartFallback<unknown> = (retry) => <PartFailed onRetry={retry} />;

/** A part's chunk could not be fetched (other errors of a part are not its fallback's business). */
class PartLoadError extends Error {
  override name = 'PartLoadError';
}

/**
 * A component whose code loads on demand (render it under a `<Suspense>`). Once its chunk is
 * there, a new mount renders it at once, without a fallback frame. A chunk that fails to load
 * (the network or the server down) shows `fallback` in the part's own place, never an error
 * that takes the editor down; its retry fetches the chunk again.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: PartFallback<P> = defaultFallback,
): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchPart = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw new PartLoadError('A part of the editor could not be loaded.', { cause: error });
      },
    );
    return loading;
  };
  const suspendingPart = () => lazy(async () => ({ default: await fetchPart() }));
  // One per attempt, not per render: a mount that suspends and fails keeps no state, and a
  // fresh lazy component each render would fetch again forever. A lazy component keeps its
  // failure, so a retry makes the next one.
  let suspending = suspendingPart();
  function Loaded(props: P) {
    // Chosen once per mount: switching from the suspending wrapper would remount the part.
    const [Component] = useState<ComponentType<P> | LazyExoticComponent<ComponentType<P>>>(
      () => loaded ?? suspending,
    );
    return <Component {...props} />;
  }
  function Part(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      suspending = suspendingPart();
      setAttempt((count) => count + 1);
    };
    return (
      <ErrorBoundary
        resetKeys={[attempt]}
        fallbackRender={({ error }) => {
          // A failing view is a bug, not a load: it goes on to the host's boundary.
          if (!(error instanceof PartLoadError)) throw error;
          return fallback(retry, props);
        }}
      >
        <Loaded key={attempt} {...props} />
      </ErrorBoundary>
    );
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
