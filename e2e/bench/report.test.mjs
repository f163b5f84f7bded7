import { describe, expect, it } from 'vitest';

import { budgets } from './budgets.mjs';
import { judgeBudgets, resultsMarkdown, verdictLine } from './report.mjs';

/** @typedef {import('./report.mjs').BenchResults} BenchResults */
/** @typedef {import('./report.mjs').RouteResult} RouteResult */

const copies = {
  'react-dom': 1,
  '@mui/material': 1,
  '@emotion/react': 1,
  'react-router': 1,
  'federation runtime': 1,
};
const fast = { score: 99, fcpMs: 500, lcpMs: 1_000, tbtMs: 50, cls: 0, runs: 3 };

/**
 * @param {string} path
 * @param {number} jsTransferred
 * @param {Partial<RouteResult['network']>} [network]
 * @returns {RouteResult}
 */
const route = (path, jsTransferred, network = {}) => ({
  path,
  loggedIn: path !== '/auth/login',
  network: {
    url: `http://localhost:3000${path}`,
    js: { transferred: jsTransferred, decoded: jsTransferred * 4 },
    css: { transferred: 0, decoded: 0 },
    transferredBytes: jsTransferred + 10_000,
    requests: 20,
    waterfallDepth: 4,
    longestChain: [],
    libraryCopies: copies,
    uncompressed: [],
    ...network,
  },
  lighthouse: { mobile: fast, desktop: fast },
});

/** @returns {BenchResults} */
const results = (loginBytes = budgets.loginTransferredBytes, monolithBytes = loginBytes) => ({
  date: '2026-01-01T00:00:00.000Z',
  machine: { cpu: 'CPU', cores: 2, memoryGiB: 24, node: 'v20', chromium: 'Chromium 1', os: 'Linux' },
  lighthouseRuns: 3,
  federated: [route('/auth/login', loginBytes), route('/index', 300_000), route('/matchlist/3', 300_000)],
  monolith: route('/auth/login', monolithBytes),
});

describe('judgeBudgets', () => {
  it('meets every budget at its limit', () => {
    const verdicts = judgeBudgets(results());
    expect(verdicts.filter((verdict) => !verdict.met)).toEqual([]);
    expect(verdicts).toHaveLength(14);
  });

  it('misses the byte budget one byte over, and says by how much', () => {
    const [bytes] = judgeBudgets(results(budgets.loginTransferredBytes + 1));
    expect(bytes).toEqual({ budget: '/auth/login JS+CSS transferred ≤ 250.0 KB', met: false, figure: '250.0 KB' });
    expect(verdictLine(/** @type {import('./report.mjs').Verdict} */ (bytes))).toBe(
      '✖ MISSED  /auth/login JS+CSS transferred ≤ 250.0 KB: 250.0 KB',
    );
  });

  it('names each library downloaded twice and where', () => {
    const twice = results();
    const index = /** @type {RouteResult} */ (twice.federated[1]);
    index.network.libraryCopies = { ...copies, 'federation runtime': 2 };
    const verdict = judgeBudgets(twice).find((candidate) => candidate.budget.startsWith('no library'));
    expect(verdict).toMatchObject({ met: false, figure: 'federation runtime ×2 on /index' });
  });

  it('holds federation to 1.25× the monolith', () => {
    const ratio = (/** @type {number} */ monolithBytes) =>
      judgeBudgets(results(125_000, monolithBytes)).find((verdict) =>
        verdict.budget.startsWith('federated/monolith JS'),
      );
    expect(ratio(100_000)?.met).toBe(true);
    expect(ratio(99_000)?.met).toBe(false);
  });
});

describe('resultsMarkdown', () => {
  it('names the machine and shows every route, the monolith and each verdict', () => {
    const markdown = resultsMarkdown(results(), judgeBudgets(results()));
    expect(markdown).toContain('CPU (2 cores, 24 GiB), Linux, Node v20, Chromium 1');
    for (const path of ['`/auth/login`', '`/index`', '`/matchlist/3`', '`/auth/login (monolith)`']) {
      expect(markdown).toContain(path);
    }
    expect(markdown).toContain('| /auth/login JS+CSS transferred ≤ 250.0 KB | 250.0 KB | met |');
  });
});
