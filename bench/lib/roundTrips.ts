/** One API call seen by the browser: what was asked and when it started and finished (ms). */
export type TimedCall = { call: string; start: number; end: number };

export type RoundTrips = {
  /** Every call, in start order. */
  calls: string[];
  /** Calls made more than once (same method and URL), each listed once per repeat. */
  duplicates: string[];
  /** The most round trips that had to happen one after another. */
  longestChain: number;
  /** One such chain, first call first. */
  chain: string[];
};

/**
 * Dependent round trips from start and end times: a call depends on every call that finished
 * before it started, so its depth is one more than the deepest of those.
 */
export function dependentRoundTrips(timed: readonly TimedCall[]): RoundTrips {
  const ordered = [...timed].sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  const parent: (number | undefined)[] = [];
  ordered.forEach((current, index) => {
    let best: number | undefined;
    ordered.forEach((earlier, other) => {
      if (other === index || earlier.end > current.start) return;
      if (best === undefined || (depth[other] ?? 0) > (depth[best] ?? 0)) best = other;
    });
    parent[index] = best;
    depth[index] = 1 + (best === undefined ? 0 : (depth[best] ?? 0));
  });

  const calls = ordered.map((item) => item.call);
  const duplicates = calls.filter((call, index) => calls.indexOf(call) !== index);
  const longestChain = Math.max(0, ...depth);
  const chain: string[] = [];
  let last: number | undefined = depth.indexOf(longestChain);
  while (last !== undefined && last >= 0) {
    chain.unshift(calls[last] ?? '');
    last = parent[last];
  }
  return { calls, duplicates, longestChain, chain: longestChain === 0 ? [] : chain };
}
