import { describe, expect, it } from 'vitest';

import { longTasksOf, selfTimeByFunction, selfTimeByScript } from './profile-summary.mjs';

const main = { pid: 1, tid: 7 };
/**
 * @param {number} id
 * @param {string} functionName
 * @param {string} url
 */
const frame = (id, functionName, url) => ({ id, callFrame: { functionName, url, lineNumber: 0, columnNumber: 4 } });

describe('longTasksOf', () => {
  it("keeps the main thread's tasks over 50 ms and splits each by the scripts its samples ran in", () => {
    const events = [
      { name: 'thread_name', ph: 'M', ts: 0, ...main, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', ts: 0, pid: 1, tid: 9, args: { name: 'Compositor' } },
      { name: 'RunTask', ph: 'X', ts: 1_000_000, dur: 20_000, ...main },
      { name: 'RunTask', ph: 'X', ts: 1_100_000, dur: 80_000, ...main },
      // Another thread's long task is not the page's.
      { name: 'RunTask', ph: 'X', ts: 1_100_000, dur: 90_000, pid: 1, tid: 9 },
      { name: 'Profile', ph: 'P', ts: 1_000_000, id: '0x1', ...main, args: { data: { startTime: 1_000_000 } } },
      {
        name: 'ProfileChunk',
        ph: 'P',
        ts: 1_200_000,
        id: '0x1',
        ...main,
        args: {
          data: {
            cpuProfile: {
              nodes: [
                frame(1, '(root)', ''),
                frame(2, 'run', 'http://localhost:3000/main.js'),
                frame(3, '(garbage collector)', ''),
              ],
              samples: [2, 2, 3, 2],
            },
            // From the profile's start: 1.10 s, 1.13 s, 1.15 s, 1.16 s.
            timeDeltas: [100_000, 30_000, 20_000, 10_000],
          },
        },
      },
    ];
    expect(longTasksOf(events)).toEqual([
      {
        start: 100,
        duration: 80,
        parts: [
          { what: ':3000/main.js', durationMs: 80 - 10 },
          { what: '(garbage collector)', durationMs: 10 },
        ],
      },
    ]);
  });

  it("names the renderer's own work that a sample shows only as (program), by the trace's innermost event", () => {
    const events = [
      { name: 'thread_name', ph: 'M', ts: 0, ...main, args: { name: 'CrRendererMain' } },
      { name: 'RunTask', ph: 'X', ts: 1_000_000, dur: 60_000, ...main },
      { name: 'UpdateLayoutTree', ph: 'X', ts: 1_000_000, dur: 20_000, ...main },
      { name: 'Paint', ph: 'X', ts: 1_030_000, dur: 30_000, ...main },
      { name: 'Layout', ph: 'X', ts: 1_040_000, dur: 10_000, ...main },
      { name: 'Profile', ph: 'P', ts: 1_000_000, id: '0x1', ...main, args: { data: { startTime: 1_000_000 } } },
      {
        name: 'ProfileChunk',
        ph: 'P',
        ts: 1_100_000,
        id: '0x1',
        ...main,
        args: {
          data: {
            cpuProfile: { nodes: [frame(1, '(root)', ''), frame(2, '(program)', '')], samples: [2, 2, 2, 2] },
            // 1.00 s (style), 1.02 s (nothing named), 1.03 s (paint), 1.04 s (layout inside paint).
            timeDeltas: [0, 20_000, 10_000, 10_000],
          },
        },
      },
    ];
    expect(longTasksOf(events)[0]?.parts).toEqual([
      { what: '(program: UpdateLayoutTree)', durationMs: 20 },
      { what: '(program: Layout)', durationMs: 20 },
      { what: '(program)', durationMs: 10 },
      { what: '(program: Paint)', durationMs: 10 },
    ]);
  });

  it('finds no task in a trace without the main thread', () => {
    expect(longTasksOf([{ name: 'RunTask', ph: 'X', ts: 0, dur: 90_000, ...main }])).toEqual([]);
  });
});

describe('self time', () => {
  const profile = {
    nodes: [
      frame(1, '(root)', ''),
      frame(2, 'render', 'http://localhost:3000/libs.js'),
      frame(3, 'parse', 'http://localhost:3000/libs.js'),
      frame(4, '(idle)', ''),
    ],
    samples: [2, 3, 3, 4, 2],
    timeDeltas: [0, 1000, 2000, 3000, 4000],
  };

  it('sums each sample to the next one by script and by function, idle left out', () => {
    expect(selfTimeByScript(profile)).toEqual([{ script: ':3000/libs.js', selfMs: 1 + 2 + 3 }]);
    expect(selfTimeByFunction(profile)).toEqual([
      { name: 'parse', script: ':3000/libs.js:1:5', selfMs: 5 },
      { name: 'render', script: ':3000/libs.js:1:5', selfMs: 1 },
    ]);
  });
});
