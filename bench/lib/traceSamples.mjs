// The JavaScript a trace's main thread ran, from the V8 samples a trace recorded with the
// `disabled-by-default-v8.cpu_profiler` category holds (`bench/lighthouse.mjs --samples`).

/** The page's samples: each with its time (trace microseconds) and its stack, innermost first. */
export function traceSamples(events, pid) {
  const nodes = new Map();
  const samples = [];
  let time = null;
  const profileEvents = events
    .filter(
      (event) => event.pid === pid && (event.name === 'Profile' || event.name === 'ProfileChunk'),
    )
    .sort((a, b) => a.ts - b.ts);
  for (const event of profileEvents) {
    if (event.name === 'Profile') {
      time = event.args.data.startTime;
      continue;
    }
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, index) => {
      time += timeDeltas[index] ?? 0;
      samples.push({ id, time });
    });
  }
  const stackOf = (id) => {
    const stack = [];
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) stack.push(node);
    return stack;
  };
  return samples.map(({ id, time }) => ({ time, stack: stackOf(id) }));
}

const frameName = ({ callFrame }) =>
  `${callFrame.functionName || '(anonymous)'} ${callFrame.url.split('/').pop()}:${callFrame.lineNumber + 1}`;

/**
 * What a task ran, by its samples: the files of the innermost frames with a file, most samples
 * first, and the outermost calls (three frames deep) that took most of them.
 */
export function samplesIn(samples, task, top = 3) {
  const inTask = samples.filter(({ time }) => time >= task.ts && time <= task.ts + task.dur);
  const files = new Map();
  const calls = new Map();
  for (const { stack } of inTask) {
    const withFile = stack.filter((node) => node.callFrame.url);
    const file = withFile[0]?.callFrame.url.split('/').pop() ?? stack[0]?.callFrame.functionName;
    if (file) files.set(file, (files.get(file) ?? 0) + 1);
    const outer = withFile.slice(-3).reverse().map(frameName).join(' > ');
    if (outer) calls.set(outer, (calls.get(outer) ?? 0) + 1);
  }
  const share = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, count]) => `${Math.round((100 * count) / Math.max(1, inTask.length))}% ${name}`);
  return { count: inTask.length, files: share(files), calls: share(calls) };
}
