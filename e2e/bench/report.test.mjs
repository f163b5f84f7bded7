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
const market = '/markets/7/30000007';

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
  federated: [
    route('/auth/login', loginBytes),
    route('/index', 300_000),
    route('/matchlist/3', 300_000),
    route(market, 400_000),
    route('/lobby', 400_000),
  ],
  monolith: [route('/auth/login', monolithBytes), route(market, 300_000), route('/lobby', 300_000)],
});

/**
 * The results with one Lighthouse mobile figure of a route changed, federated or monolith.
 * @param {'federated' | 'monolith'} build
 * @param {string} path
 * @param {Partial<typeof fast>} mobile
 */
const withMobile = (build, path, mobile) => {
  const changed = results();
  const measured = changed[build].find((candidate) => candidate.path === path);
  if (!measured) throw new Error(`no ${path} in the ${build} build`);
  measured.lighthouse = { ...measured.lighthouse, mobile: { ...fast, ...mobile } };
  return changed;
};

describe('judgeBudgets', () => {
  it('meets every budget at its limit', () => {
    const verdicts = judgeBudgets(results());
    expect(verdicts.filter((verdict) => !verdict.met)).toEqual([]);
    // Byte budget, library copies, six of /auth/login, three of each of the four logged-in routes,
    // two federation ratios on each of the three routes.
    expect(verdicts).toHaveLength(2 + 6 + 3 * 4 + 2 * 3);
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

  it('holds the logged-in routes to a mobile TBT of 300 ms', () => {
    const tbt = (/** @type {number} */ tbtMs) =>
      judgeBudgets(withMobile('federated', '/lobby', { tbtMs })).find((verdict) =>
        verdict.budget.startsWith('/lobby mobile TBT'),
      );
    expect(tbt(300)).toMatchObject({ met: true, figure: '300 ms' });
    expect(tbt(301)?.met).toBe(false);
  });

  it('holds federation to 1.25× the monolith on the market page and the lobby: LCP and TBT', () => {
    const ratio = (/** @type {number} */ tbtMs) =>
      judgeBudgets(withMobile('monolith', market, { tbtMs })).find(
        (verdict) => verdict.budget === `federated/monolith mobile TBT on ${market} ≤ 1.25×`,
      );
    // Federated 50 ms over the monolith's 40 ms is 1.25×; over 39 ms it is more.
    expect(ratio(40)).toMatchObject({ met: true, figure: '1.25× (50 ms / 40 ms)' });
    expect(ratio(39)?.met).toBe(false);
    const lcp = judgeBudgets(withMobile('federated', '/lobby', { lcpMs: 1_300 })).find(
      (verdict) => verdict.budget === 'federated/monolith mobile LCP on /lobby ≤ 1.25×',
    );
    expect(lcp).toMatchObject({ met: false, figure: '1.30× (1.30 s / 1.00 s)' });
  });
});

describe('resultsMarkdown', () => {
  it('names the machine and shows every route, the monolith and each verdict', () => {
    const markdown = resultsMarkdown(results(), judgeBudgets(results()));
    expect(markdown).toContain('CPU (2 cores, 24 GiB), Linux, Node v20, Chromium 1');
    for (const path of [
      '`/auth/login`',
      '`/index`',
      '`/matchlist/3`',
      '`/auth/login (monolith)`',
      '`/lobby (monolith)`',
    ]) {
      expect(markdown).toContain(path);
    }
    expect(markdown).toContain('| /auth/login JS+CSS transferred ≤ 250.0 KB | 250.0 KB | met |');
  });
});
