import { describe, expect, it } from 'vitest';

import { droppedFrames, messageToPaint } from './market-stress.mjs';
import { judgeMarketStress, resultsMarkdown } from './report.mjs';

/** @type {import('./market-stress.mjs').MarketStressResult} */
const stress = {
  path: '/markets/900001/32.900001',
  runners: 30,
  seconds: 30,
  cpuThrottling: 4,
  changesPerSecond: 150,
  messages: 300,
  longTasks: 0,
  longestTaskMs: 0,
  messageToPaintP50Ms: 24,
  messageToPaintP95Ms: 50,
  messageToPaintMaxMs: 70,
  frames: 1790,
  framesDropped: 10,
  frameIntervalMs: 16.7,
  idle: { seconds: 5, longTasks: 1, longestTaskMs: 64, frames: 290, framesDropped: 10 },
};

describe('messageToPaint', () => {
  it('runs from each arrival to the start of the frame after the next change of the market', () => {
    const latencies = messageToPaint({
      arrivals: [100, 105, 200],
      mutations: [110, 215],
      frames: [96, 112, 128, 216, 232],
    });
    // 100 and 105 are drawn by the change at 110 (frame at 112); 200 by the change at 215 (frame at 216).
    expect(latencies).toEqual([7, 12, 16]);
  });

  it('leaves out a message that nothing drew before the recording ended', () => {
    expect(messageToPaint({ arrivals: [100, 300], mutations: [110], frames: [120] })).toEqual([20]);
  });
});

describe('droppedFrames', () => {
  it('counts the display intervals a long gap between frames skipped', () => {
    const frames = [0, 16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 208, 224];
    expect(droppedFrames(frames)).toEqual({ dropped: 2, intervalMs: 16 });
  });

  it('drops nothing when every frame came', () => {
    expect(droppedFrames([0, 16, 32, 48]).dropped).toBe(0);
    expect(droppedFrames([5]).dropped).toBe(0);
  });
});

describe('judgeMarketStress', () => {
  it('meets both budgets at their limits', () => {
    expect(judgeMarketStress(stress).map((verdict) => verdict.met)).toEqual([true, true]);
  });

  it('misses the task budget with one long task, and the paint budget a millisecond over', () => {
    const [tasks, paint] = judgeMarketStress({
      ...stress,
      longTasks: 1,
      longestTaskMs: 61,
      messageToPaintP95Ms: 51,
    });
    expect(tasks).toMatchObject({ met: false, figure: '1 long tasks, the longest 61 ms' });
    expect(paint).toMatchObject({ met: false, figure: '51 ms' });
  });

  it('puts the scenario into the results table', () => {
    const route = {
      path: '/auth/login',
      loggedIn: false,
      network: {
        url: 'http://localhost/auth/login',
        js: { transferred: 1, decoded: 1 },
        css: { transferred: 0, decoded: 0 },
        transferredBytes: 1,
        requests: 1,
        waterfallDepth: 1,
        longestChain: [],
        libraryCopies: {},
        uncompressed: [],
      },
      lighthouse: {
        mobile: { score: 99, fcpMs: 1, lcpMs: 1, tbtMs: 0, cls: 0, runs: 1 },
        desktop: { score: 99, fcpMs: 1, lcpMs: 1, tbtMs: 0, cls: 0, runs: 1 },
      },
    };
    const results = {
      date: '2026-01-01T00:00:00.000Z',
      machine: { cpu: 'CPU', cores: 2, memoryGiB: 8, node: 'v20', chromium: 'Chromium 1', os: 'Linux' },
      lighthouseRuns: 1,
      federated: [route],
      monolith: [route],
      marketStress: stress,
    };
    const markdown = resultsMarkdown(results, judgeMarketStress(stress));
    expect(markdown).toContain('| 300 | 0 | < 50 ms | 24 ms / 50 ms / 70 ms | 10 of 1800 |');
    expect(markdown).toContain('p95 message-to-paint ≤ 50 ms | 50 ms | met |');
    expect(markdown).toContain('with no price changes: 1 long tasks (longest 64 ms), 10 of 300 frames dropped');
  });
});
