// Sums a V8 CPU profile (the DevTools protocol's Profiler.stop) into self time by script and by
// function, for `npm run bench:profile`.

/**
 * @typedef {{ id: number, callFrame: { functionName: string, url: string, lineNumber: number, columnNumber: number }, children?: number[] }} ProfileNode
 * @typedef {{ nodes: ProfileNode[], samples?: number[], timeDeltas?: number[] }} CpuProfile
 */

/**
 * A script's name in the summary: its file, without the origin.
 * @param {string} url
 */
const scriptName = (url) => {
  if (url === '') return '(native or idle)';
  try {
    const { pathname, port } = new URL(url);
    return `${port === '' ? '' : `:${port}`}${pathname}`;
  } catch {
    return url;
  }
};

/**
 * Self time of each profile node in ms: each sample's delta counts for the node sampled.
 * @param {CpuProfile} profile
 * @returns {Map<number, number>}
 */
function selfTimeByNode(profile) {
  const self = new Map();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let index = 0; index < samples.length; index += 1) {
    const node = samples[index];
    // A sample's time is the delta to the next one.
    const delta = (deltas[index + 1] ?? 0) / 1000;
    if (node !== undefined) self.set(node, (self.get(node) ?? 0) + delta);
  }
  return self;
}

const skipped = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/**
 * Self time summed by a key of each node's frame, largest first, leaving out idle time.
 * @param {CpuProfile} profile
 * @param {(frame: ProfileNode['callFrame']) => string} keyOf
 * @returns {[string, number][]}
 */
function selfTimeBy(profile, keyOf) {
  const byNode = selfTimeByNode(profile);
  const byKey = new Map();
  for (const node of profile.nodes) {
    const time = byNode.get(node.id) ?? 0;
    if (time === 0 || skipped.has(node.callFrame.functionName)) continue;
    const key = keyOf(node.callFrame);
    byKey.set(key, (byKey.get(key) ?? 0) + time);
  }
  return [...byKey].sort((a, b) => b[1] - a[1]);
}

/**
 * Self time by script, largest first, leaving out idle time.
 * @param {CpuProfile} profile
 * @returns {{ script: string, selfMs: number }[]}
 */
export function selfTimeByScript(profile) {
  return selfTimeBy(profile, (frame) => scriptName(frame.url)).map(([script, selfMs]) => ({ script, selfMs }));
}

/**
 * Self time by function (name, script, line:column), largest first, leaving out idle time.
 * @param {CpuProfile} profile
 * @returns {{ name: string, script: string, selfMs: number }[]}
 */
export function selfTimeByFunction(profile) {
  return selfTimeBy(
    profile,
    ({ functionName, url, lineNumber, columnNumber }) =>
      `${functionName || '(anonymous)'}\u0000${scriptName(url)}:${lineNumber + 1}:${columnNumber + 1}`,
  ).map(([key, selfMs]) => {
    const [name = '', script = ''] = key.split('\u0000');
    return { name, script, selfMs };
  });
}

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, id?: string, args?: any }} TraceEvent
 * @typedef {{ start: number, duration: number, parts: { what: string, durationMs: number }[] }} LongTask
 */

/**
 * The CPU samples of a trace's profile (the `disabled-by-default-v8.cpu_profiler` category), on the
 * trace's clock: each sample's time and the script its frame runs (idle, GC and the engine's own
 * work by their names).
 * @param {TraceEvent[]} events
 * @param {number} pid
 * @param {number} tid
 * @returns {{ ts: number, what: string }[]}
 */
function samplesOf(events, pid, tid) {
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  if (profile === undefined) return [];
  /** @type {Map<number, string>} */
  const frames = new Map();
  /** @type {{ ts: number, what: string }[]} */
  const samples = [];
  let ts = profile.args?.data?.startTime ?? profile.ts;
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || chunk.id !== profile.id) continue;
    const data = chunk.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) {
      const { functionName, url } = node.callFrame ?? {};
      frames.set(
        node.id,
        url ? scriptName(url) : functionName ? `(${String(functionName).replace(/[()]/g, '')})` : '(native)',
      );
    }
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let index = 0; index < ids.length; index += 1) {
      ts += deltas[index] ?? 0;
      samples.push({ ts, what: frames.get(ids[index]) ?? '(native)' });
    }
  }
  return samples;
}

/**
 * The renderer's own work, which a CPU sample shows only as `(program)`: the trace names it.
 */
const rendererWork = new Set([
  'Layout',
  'UpdateLayoutTree',
  'PrePaint',
  'Paint',
  'Layerize',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'HitTest',
  'v8.compile',
  'v8.compileModule',
  'v8.parseOnBackground',
  'CompileScript',
  'StreamingCompileScriptWaiting',
  'v8.deserializeOnBackground',
]);

/**
 * The renderer main thread's tasks over `overMs` (50 ms unless told) in a trace, each with its CPU samples' time by the
 * script they ran in (idle, GC and the engine's own work by name; the engine's `(program)` time by
 * the renderer work the trace shows around it, as `(program: Layout)`), largest first. Starts are
 * from the first task of the thread.
 * @param {TraceEvent[]} events
 * @param {number} [overMs]
 * @returns {LongTask[]}
 */
export function longTasksOf(events, overMs = 50) {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (main === undefined) return [];
  const tasks = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.name === 'RunTask')
    .sort((a, b) => a.ts - b.ts);
  const samples = samplesOf(events, main.pid, main.tid);
  const work = events.filter(
    (event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && rendererWork.has(event.name),
  );
  /**
   * What the renderer was doing at `ts`: the innermost of its own events (`during`, those of one task)
   * around it.
   * @param {TraceEvent[]} during
   * @param {number} ts
   */
  const workAt = (during, ts) => {
    let inner;
    for (const event of during)
      if (event.ts <= ts && ts < event.ts + (event.dur ?? 0) && (inner === undefined || event.ts >= inner.ts))
        inner = event;
    return inner?.name;
  };
  const firstStart = tasks[0]?.ts ?? 0;
  return tasks
    .filter((task) => (task.dur ?? 0) > overMs * 1000)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end);
      const taskWork = work.filter((event) => event.ts >= task.ts && event.ts < end);
      const parts = new Map();
      // Each sample stands for the time to the next one.
      inside.forEach((sample, index) => {
        const next = inside[index + 1]?.ts ?? end;
        const during = sample.what === '(program)' ? workAt(taskWork, sample.ts) : undefined;
        const what = during === undefined ? sample.what : `(program: ${during})`;
        parts.set(what, (parts.get(what) ?? 0) + (next - sample.ts) / 1000);
      });
      return {
        start: (task.ts - firstStart) / 1000,
        duration: (task.dur ?? 0) / 1000,
        parts: [...parts]
          .map(([what, durationMs]) => ({ what, durationMs }))
          .sort((a, b) => b.durationMs - a.durationMs),
      };
    });
}
