#!/usr/bin/env node
// The page's main-thread tasks in a trace `node bench/lighthouse.mjs --trace dir` kept: each task
// over --min ms (default 12.5, the observed time that is over 50 ms at Lighthouse's 4× simulated
// CPU on a phone) with what ran in it. Lighthouse's simulated first paint comes before the
// page's own JavaScript runs (docs/decisions.md, "Lighthouse on /apps/1"), so every such task
// after the first script counts in Total Blocking Time: the sum below is that count, observed.
// With a trace of `--samples`, each task also names the files and calls its samples fell in.
// Each task's CPU time beside its wall time, and their sums: compare those before two scores.
//   node bench/lighthouse-tasks.mjs <run.trace.json> [--min 12.5]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { samplesIn, traceSamples } from './lib/traceSamples.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { min: { type: 'string', default: '12.5' } },
});
if (positionals.length !== 1) {
  console.error('usage: node bench/lighthouse-tasks.mjs <run.trace.json> [--min 12.5]');
  process.exit(2);
}
const minMs = Number(options.min);
const SIMULATED_CPU = 4;
const LONG_TASK_MS = 50;

const trace = JSON.parse(readFileSync(positionals[0], 'utf8'));
const events = trace.traceEvents ?? trace;
const paint = events.find((event) => event.name === 'firstContentfulPaint');
if (!paint) throw new Error('No first contentful paint in this trace');
const mainThread = events.find(
  (event) =>
    event.name === 'thread_name' &&
    event.pid === paint.pid &&
    event.args?.name === 'CrRendererMain',
);
const onMain = events.filter(
  (event) => event.ph === 'X' && event.pid === paint.pid && event.tid === mainThread?.tid,
);
const start = Math.min(
  ...events
    .filter((event) => event.name === 'navigationStart' && event.pid === paint.pid)
    .map((event) => event.ts),
);
const firstScript = onMain.find((event) => event.name === 'v8.evaluateModule')?.ts ?? start;
const ms = (micros) => micros / 1000;
const at = (event) => ms(event.ts - start).toFixed(0);

/** The events a task ran, outermost first: scripts by file, then layout, paint, GC… */
const ranIn = (task) => {
  const inside = onMain.filter(
    (event) =>
      event !== task &&
      event.name !== 'RunTask' &&
      event.ts >= task.ts &&
      event.ts + event.dur <= task.ts + task.dur &&
      event.dur > 1000,
  );
  const outer = inside.filter(
    (event) =>
      !inside.some(
        (other) =>
          other !== event &&
          other.dur > event.dur &&
          other.ts <= event.ts &&
          other.ts + other.dur >= event.ts + event.dur,
      ),
  );
  return outer.map((event) => {
    const file = event.args?.data?.url?.split('/').pop();
    return `${event.name}${file ? ` ${file}` : ''} ${ms(event.dur).toFixed(1)}`;
  });
};

const tasks = onMain.filter((event) => event.name === 'RunTask' && ms(event.dur) > minMs);
// With a trace of `bench/lighthouse.mjs --samples`: the code each task ran.
const samples = traceSamples(events, paint.pid);
let blocking = 0;
/** The thread's own CPU time in a task; its wall time less this is time it waited for a core. */
const cpuMs = (task) => ms(task.tdur ?? task.dur);
console.log(`first contentful paint at ${at(paint)} ms (observed); tasks over ${minMs} ms:`);
for (const task of tasks) {
  const simulated = ms(task.dur) * SIMULATED_CPU;
  const counts = task.ts >= firstScript;
  if (counts) blocking += Math.max(0, simulated - LONG_TASK_MS);
  console.log(
    `${counts ? '*' : ' '} at ${at(task)} ms: ${ms(task.dur).toFixed(1)} ms (${simulated.toFixed(0)} simulated, ${cpuMs(task).toFixed(1)} of CPU) ${ranIn(task).join(' | ')}`,
  );
  const ran = samplesIn(samples, task);
  if (ran.count > 0) {
    console.log(`    files (of ${ran.count} samples): ${ran.files.join(', ')}`);
    for (const call of ran.calls) console.log(`    ${call}`);
  }
}
console.log(
  `* after the first script: ${blocking.toFixed(0)} ms over ${LONG_TASK_MS} ms at ${SIMULATED_CPU}× (an observed estimate of the TBT Lighthouse simulates)`,
);
// Lantern scales wall times: on a busy machine they hold the time the page waited for a core.
const afterFirstScript = onMain.filter(
  (event) => event.name === 'RunTask' && event.ts >= firstScript && ms(event.dur) > 5,
);
const wallSum = afterFirstScript.reduce((sum, task) => sum + ms(task.dur), 0);
const cpuSum = afterFirstScript.reduce((sum, task) => sum + cpuMs(task), 0);
console.log(
  `  tasks over 5 ms after the first script: ${wallSum.toFixed(0)} ms of wall time, ${cpuSum.toFixed(0)} ms of CPU (${(wallSum / Math.max(1, cpuSum)).toFixed(2)}×: above 1, the page waited for the machine)`,
);
