// The page's main-thread tasks in a Chromium trace, by wall time and by the thread's own CPU time
// (`tdur`). On a loaded machine a task's wall time includes the time the thread waited for a core;
// its CPU time does not. A long task over 50 ms of wall time but well under 50 ms of CPU waited for
// the machine; one over 50 ms of CPU is the page's own work.

/** The categories `summarizeMainThread` reads. */
export const traceCategories = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

const taskNames = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const scriptNames = new Set([
  'FunctionCall',
  'EvaluateScript',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
]);
const phaseOf = (name) =>
  name === 'UpdateLayoutTree'
    ? 'style'
    : name === 'Layout'
      ? 'layout'
      : name === 'MinorGC' || name === 'MajorGC'
        ? 'gc'
        : name === 'PrePaint' || name === 'Paint' || name === 'Layerize'
          ? 'paint'
          : undefined;

/** Events of the renderer main thread with the most complete events (the page that ran). */
function mainThreadEvents(traceEvents) {
  const rendererMains = new Set(
    traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map();
  for (const event of traceEvents) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || !rendererMains.has(thread)) continue;
    if (!byThread.has(thread)) byThread.set(thread, []);
    byThread.get(thread).push(event);
  }
  const [events = []] = [...byThread.values()].sort((a, b) => b.length - a.length);
  return events.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/**
 * Sums the main thread's tasks from the first to the last `scroll` event (with `marginMs` either
 * side): CPU per frame over `frames` frames, its phases, and the tasks over `longMs` by wall time
 * and by CPU time.
 */
export function summarizeMainThread(traceEvents, { frames, longMs = 50, marginMs = 20 }) {
  const events = mainThreadEvents(traceEvents);
  const scrolls = events.filter(
    (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'scroll',
  );
  if (scrolls.length === 0) throw new Error('No scroll event in the trace');
  const from = scrolls[0].ts - marginMs * 1000;
  const to = scrolls.at(-1).ts + marginMs * 1000;
  const tasks = [];
  let openTaskEnd = -Infinity;
  for (const event of events) {
    if (!taskNames.has(event.name) || event.ts < from || event.ts > to) continue;
    if (event.ts < openTaskEnd) continue; // nested in the task before
    tasks.push(event);
    openTaskEnd = event.ts + event.dur;
  }
  const phases = { script: 0, style: 0, layout: 0, paint: 0, gc: 0 };
  let cpu = 0;
  const longWall = [];
  let index = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const taskCpu = task.tdur ?? task.dur;
    cpu += taskCpu;
    if (task.dur > longMs * 1000) longWall.push({ wallMs: task.dur / 1000, cpuMs: taskCpu / 1000 });
    // Outermost script and paint events; style, layout and GC wherever they nest.
    let scriptEnd = -Infinity;
    let paintEnd = -Infinity;
    while (index < events.length && events[index].ts < task.ts) index += 1;
    for (let i = index; i < events.length && events[i].ts < end; i += 1) {
      const event = events[i];
      const time = event.tdur ?? event.dur;
      const phase = phaseOf(event.name);
      if (scriptNames.has(event.name) && event.ts >= scriptEnd) {
        phases.script += time;
        scriptEnd = event.ts + event.dur;
      } else if (phase === 'paint') {
        if (event.ts >= paintEnd) phases.paint += time;
        paintEnd = Math.max(paintEnd, event.ts + event.dur);
      } else if (phase) {
        phases[phase] += time;
        // Forced style, layout and GC inside a script are counted as theirs, not the script's.
        if (event.ts < scriptEnd) phases.script -= time;
      }
    }
  }
  const perFrame = (us) => Math.round((us / 1000 / frames) * 100) / 100;
  return {
    cpuPerFrameMs: perFrame(cpu),
    phasesPerFrameMs: Object.fromEntries(Object.entries(phases).map(([k, v]) => [k, perFrame(v)])),
    longestTaskCpuMs: Math.round(Math.max(0, ...tasks.map((t) => t.tdur ?? t.dur)) / 100) / 10,
    longTasks: longWall.length,
    longTasksOverBudgetCpu: longWall.filter((task) => task.cpuMs > longMs).length,
  };
}
