// What Lighthouse's simulation (Lantern) waited for: after a run, the critical path of each
// simulated first and largest contentful paint, node by node, with simulated start and end times.
// Lantern keeps every simulation's node timings (`Simulator.allNodeTimings`, labelled by metric).
// The path walks back from the node that ended last, each time to the dependency that ended last.
import { Simulation } from 'lighthouse/core/lib/lantern/lantern.js';

const METRICS = [
  'optimisticFirstContentfulPaint',
  'pessimisticFirstContentfulPaint',
  'optimisticLargestContentfulPaint',
  'pessimisticLargestContentfulPaint',
];

/** A CPU node by its longest events (v8.evaluateModule, FunctionCall of a file, Layout…). */
const describeCpu = (node) => {
  const events = node.childEvents
    .filter((event) => event.dur > 2000 && event.name !== 'RunTask')
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 3)
    .map((event) => {
      const file = event.args?.data?.url?.split('/').pop();
      return `${event.name}${file ? ` ${file}` : ''} ${(event.dur / 1000).toFixed(1)}`;
    });
  return `CPU (observed ${(node.duration / 1000).toFixed(1)} ms) ${events.join(', ')}`;
};

const describe = (node) =>
  node.type === 'network'
    ? `${new URL(node.request.url).pathname} (${node.request.priority}, ${(node.request.transferSize / 1024).toFixed(1)} KiB)`
    : describeCpu(node);

/** Lines: each metric's simulated time and its critical path, first node first. */
export function lanternPaths() {
  const lines = [];
  for (const label of METRICS) {
    const timings = Simulation.Simulator.allNodeTimings.get(label);
    if (!timings) continue;
    let last = null;
    for (const [node, timing] of timings)
      if (!last || timing.endTime > last[1].endTime) last = [node, timing];
    const path = [];
    for (let node = last?.[0]; node;) {
      path.unshift(node);
      node = node
        .getDependencies()
        .filter((dependency) => timings.has(dependency))
        .sort((a, b) => timings.get(b).endTime - timings.get(a).endTime)[0];
    }
    lines.push(`${label}: ${Math.round(last?.[1].endTime ?? 0)} ms simulated`);
    for (const node of path) {
      const { startTime, endTime } = timings.get(node);
      lines.push(`  ${Math.round(startTime)}–${Math.round(endTime)} ms  ${describe(node)}`);
    }
  }
  return lines;
}
