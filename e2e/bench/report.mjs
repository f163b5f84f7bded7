// What the benchmark concludes from its measurements: one verdict per budget, and the Markdown
// tables of bench/results.md (embedded in the README).
import { budgets, isBenchPath, marketStressBudgets, placementBench } from './budgets.mjs';

/** @typedef {import('./network-profile.mjs').PageProfile} PageProfile */
/** @typedef {import('./lighthouse-runs.mjs').LighthouseFigures & { runs: number }} LighthouseMedian */

/**
 * @typedef {object} RouteResult
 * @property {string} path
 * @property {boolean} loggedIn
 * @property {PageProfile} network
 * @property {{ mobile: LighthouseMedian, desktop: LighthouseMedian }} lighthouse
 */

/**
 * @typedef {object} Machine
 * @property {string} cpu
 * @property {number} cores
 * @property {number} memoryGiB
 * @property {string} node
 * @property {string} chromium
 * @property {string} os
 */

/**
 * @typedef {object} BenchResults
 * @property {string} date ISO 8601
 * @property {Machine} machine
 * @property {number} lighthouseRuns runs per route and form factor; figures are their medians
 * @property {RouteResult[]} federated
 * @property {RouteResult[]} monolith the monolith build on the routes of `budgets.federatedOverMonolith`
 * @property {PlacementFigures} [placement] betting under load (placement.mjs), when measured
 * @property {import('./market-stress.mjs').MarketStressResult} [marketStress] the market page under a storm of prices
 */

/**
 * @typedef {object} LatencyFigures
 * @property {number} count samples
 * @property {number} p50Ms
 * @property {number} p99Ms
 * @property {number} maxMs
 */

/**
 * @typedef {object} PlacementFigures
 * @property {string} date ISO 8601
 * @property {LatencyFigures & { clients: number, betsPerSecond: number }} placement at a player's pace
 * @property {LatencyFigures & { clients: number, betsPerSecond: number }} throughput flat out
 * @property {LatencyFigures & { connections: number, pushes: number }} push
 */

/**
 * @typedef {object} Verdict
 * @property {string} budget what is promised
 * @property {boolean} met
 * @property {string} figure what was measured
 */

/** @param {number} bytes */
export const kilobytes = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
/** @param {number} milliseconds */
const seconds = (milliseconds) => `${(milliseconds / 1000).toFixed(2)} s`;
/** @param {number} milliseconds */
const millis = (milliseconds) => `${Math.round(milliseconds)} ms`;
/** @param {number} ratio */
const times = (ratio) => `${ratio.toFixed(2)}×`;
/** @param {number} cls */
const shift = (cls) => cls.toFixed(3);

/** @param {PageProfile} network */
export const jsCssTransferred = (network) => network.js.transferred + network.css.transferred;

/**
 * @typedef {object} FederationRatio federated ÷ monolith on one route
 * @property {string} path
 * @property {RouteResult} federated
 * @property {RouteResult} monolith
 * @property {number} transferredBytes JS and CSS transferred
 * @property {number} requests
 * @property {number} lcp mobile
 * @property {number} tbt mobile
 */

/** The monolith's routes as the tables name them. */
const monolithLabelled = (/** @type {BenchResults} */ results) =>
  results.monolith.map((route) => ({ ...route, path: `${route.path} (monolith)` }));

/**
 * Federated over monolith on each route the monolith was measured on.
 * @param {BenchResults} results
 * @returns {FederationRatio[]}
 */
export function federationRatios(results) {
  return results.monolith.map((monolith) => {
    const federated = results.federated.find((route) => route.path === monolith.path);
    if (!federated) throw new Error(`The monolith was measured on ${monolith.path}, the federated build was not`);
    const mobile = federated.lighthouse.mobile;
    const alone = monolith.lighthouse.mobile;
    return {
      path: monolith.path,
      federated,
      monolith,
      transferredBytes: jsCssTransferred(federated.network) / jsCssTransferred(monolith.network),
      requests: federated.network.requests / monolith.network.requests,
      lcp: mobile.lcpMs / alone.lcpMs,
      // A monolith with no blocking time at all: any federated blocking time is infinitely more.
      tbt: alone.tbtMs === 0 ? (mobile.tbtMs === 0 ? 1 : Number.POSITIVE_INFINITY) : mobile.tbtMs / alone.tbtMs,
    };
  });
}

/**
 * One verdict per budget of budgets.mjs.
 * @param {BenchResults} results
 * @returns {Verdict[]}
 */
export function judgeBudgets(results) {
  /** @type {Verdict[]} */
  const verdicts = [];
  /**
   * @param {string} budget
   * @param {boolean} met
   * @param {string} figure
   */
  const judge = (budget, met, figure) => verdicts.push({ budget, met, figure });

  const login = results.federated.find((route) => route.path === '/auth/login');
  if (!login) throw new Error('No /auth/login measurement');
  const loginBytes = jsCssTransferred(login.network);
  judge(
    `/auth/login JS+CSS transferred ≤ ${kilobytes(budgets.loginTransferredBytes)}`,
    loginBytes <= budgets.loginTransferredBytes,
    kilobytes(loginBytes),
  );

  const duplicates = [...results.federated, ...monolithLabelled(results)].flatMap((route) =>
    Object.entries(route.network.libraryCopies)
      .filter(([, copies]) => copies > budgets.libraryCopies)
      .map(([library, copies]) => `${library} ×${copies} on ${route.path}`),
  );
  judge(
    'no library downloaded twice (react-dom, MUI, emotion, react-router, federation runtime)',
    duplicates.length === 0,
    duplicates.length === 0 ? 'at most one copy of each on every route' : duplicates.join(', '),
  );

  const loginMobile = login.lighthouse.mobile;
  const loginDesktop = login.lighthouse.desktop;
  const loginBudget = budgets.lighthouse.login;
  judge(
    `/auth/login Lighthouse mobile score ≥ ${loginBudget.mobile.score}`,
    loginMobile.score >= loginBudget.mobile.score,
    String(loginMobile.score),
  );
  judge(
    `/auth/login mobile LCP ≤ ${seconds(loginBudget.mobile.lcpMs)}`,
    loginMobile.lcpMs <= loginBudget.mobile.lcpMs,
    seconds(loginMobile.lcpMs),
  );
  judge(
    `/auth/login mobile TBT ≤ ${millis(loginBudget.mobile.tbtMs)}`,
    loginMobile.tbtMs <= loginBudget.mobile.tbtMs,
    millis(loginMobile.tbtMs),
  );
  judge(
    `/auth/login mobile CLS ≤ ${loginBudget.mobile.cls}`,
    loginMobile.cls <= loginBudget.mobile.cls,
    shift(loginMobile.cls),
  );
  judge(
    `/auth/login Lighthouse desktop score ≥ ${loginBudget.desktop.score}`,
    loginDesktop.score >= loginBudget.desktop.score,
    String(loginDesktop.score),
  );
  judge(
    `/auth/login desktop CLS ≤ ${loginBudget.desktop.cls}`,
    loginDesktop.cls <= loginBudget.desktop.cls,
    shift(loginDesktop.cls),
  );

  const loggedInBudget = budgets.lighthouse.loggedIn;
  for (const route of results.federated.filter((candidate) => candidate.loggedIn)) {
    judge(
      `${route.path} Lighthouse mobile score ≥ ${loggedInBudget.mobile.score}`,
      route.lighthouse.mobile.score >= loggedInBudget.mobile.score,
      String(route.lighthouse.mobile.score),
    );
    judge(
      `${route.path} mobile TBT ≤ ${millis(loggedInBudget.mobile.tbtMs)}`,
      route.lighthouse.mobile.tbtMs <= loggedInBudget.mobile.tbtMs,
      millis(route.lighthouse.mobile.tbtMs),
    );
    judge(
      `${route.path} Lighthouse desktop score ≥ ${loggedInBudget.desktop.score}`,
      route.lighthouse.desktop.score >= loggedInBudget.desktop.score,
      String(route.lighthouse.desktop.score),
    );
  }

  const ratios = federationRatios(results);
  for (const ratioBudget of budgets.federatedOverMonolith) {
    const ratio = ratios.find((candidate) => isBenchPath(ratioBudget.path, candidate.path));
    if (!ratio) throw new Error(`The monolith was not measured on ${ratioBudget.path}`);
    const { federated, monolith } = ratio;
    if (ratioBudget.transferredBytes !== undefined) {
      judge(
        `federated/monolith JS+CSS transferred on ${ratio.path} ≤ ${times(ratioBudget.transferredBytes)}`,
        ratio.transferredBytes <= ratioBudget.transferredBytes,
        `${times(ratio.transferredBytes)} (${kilobytes(jsCssTransferred(federated.network))} / ${kilobytes(jsCssTransferred(monolith.network))})`,
      );
    }
    if (ratioBudget.lcp !== undefined) {
      judge(
        `federated/monolith mobile LCP on ${ratio.path} ≤ ${times(ratioBudget.lcp)}`,
        ratio.lcp <= ratioBudget.lcp,
        `${times(ratio.lcp)} (${seconds(federated.lighthouse.mobile.lcpMs)} / ${seconds(monolith.lighthouse.mobile.lcpMs)})`,
      );
    }
    if (ratioBudget.tbt !== undefined) {
      judge(
        `federated/monolith mobile TBT on ${ratio.path} ≤ ${times(ratioBudget.tbt)}`,
        ratio.tbt <= ratioBudget.tbt,
        `${times(ratio.tbt)} (${millis(federated.lighthouse.mobile.tbtMs)} / ${millis(monolith.lighthouse.mobile.tbtMs)})`,
      );
    }
  }
  if (results.placement) verdicts.push(...judgePlacement(results.placement));
  if (results.marketStress) verdicts.push(...judgeMarketStress(results.marketStress));
  return verdicts;
}

/**
 * The verdicts of the betting budgets.
 * @param {PlacementFigures} figures
 * @returns {Verdict[]}
 */
export function judgePlacement(figures) {
  const { placement, throughput, push } = figures;
  return [
    {
      budget: `Bet/PlaceBetV2 p99 with ${placement.clients} concurrent clients ≤ ${millis(placementBench.placementP99Ms)}`,
      met: placement.p99Ms <= placementBench.placementP99Ms,
      figure: `${millis(placement.p99Ms)} (p50 ${millis(placement.p50Ms)}; flat out ${Math.round(throughput.betsPerSecond)} bets/s)`,
    },
    {
      budget: `UserBalance push with ${push.connections} hub clients p99 ≤ ${millis(placementBench.balancePushP99Ms)}`,
      met: push.p99Ms <= placementBench.balancePushP99Ms,
      figure: `${millis(push.p99Ms)} (p50 ${millis(push.p50Ms)})`,
    },
  ];
}

/**
 * The verdicts of the market page under a storm of prices.
 * @param {import('./market-stress.mjs').MarketStressResult} stress
 * @param {typeof marketStressBudgets} [limits]
 * @returns {Verdict[]}
 */
export function judgeMarketStress(stress, limits = marketStressBudgets) {
  const scenario = `market page, ${stress.runners} runners, ${stress.changesPerSecond} changes/s, CPU ÷${stress.cpuThrottling}`;
  return [
    {
      budget: `${scenario}: no task over ${millis(limits.longestTaskMs)}`,
      met: stress.longTasks === 0 && stress.longestTaskMs <= limits.longestTaskMs,
      figure:
        stress.longTasks === 0
          ? 'no long task'
          : `${stress.longTasks} long tasks, the longest ${millis(stress.longestTaskMs)}`,
    },
    {
      budget: `${scenario}: p95 message-to-paint ≤ ${millis(limits.messageToPaintP95Ms)}`,
      met: stress.messageToPaintP95Ms <= limits.messageToPaintP95Ms,
      figure: millis(stress.messageToPaintP95Ms),
    },
  ];
}

/**
 * The betting table of bench/results.md.
 * @param {PlacementFigures} figures
 */
export function placementMarkdown(figures) {
  const { placement, throughput, push } = figures;
  return [
    `Betting under load, measured ${figures.date.slice(0, 16).replace('T', ' ')} UTC against the api on its in-memory ` +
      'PGlite database, the load generator on the same machine:',
    '',
    table(
      ['Scenario', 'Samples', 'p50', 'p99', 'Max', 'Throughput'],
      [
        [
          `\`Bet/PlaceBetV2\`, ${placement.clients} concurrent clients at a player's pace`,
          String(placement.count),
          millis(placement.p50Ms),
          millis(placement.p99Ms),
          millis(placement.maxMs),
          `${Math.round(placement.betsPerSecond)} bets/s`,
        ],
        [
          `\`Bet/PlaceBetV2\`, ${throughput.clients} concurrent clients flat out`,
          String(throughput.count),
          millis(throughput.p50Ms),
          millis(throughput.p99Ms),
          millis(throughput.maxMs),
          `${Math.round(throughput.betsPerSecond)} bets/s`,
        ],
        [
          `\`UserBalance\` push with ${push.connections} hub clients connected (×${push.pushes})`,
          String(push.count),
          millis(push.p50Ms),
          millis(push.p99Ms),
          millis(push.maxMs),
          '',
        ],
      ],
    ),
    '',
  ].join('\n');
}

/**
 * The stress scenario's figures as a table.
 * @param {import('./market-stress.mjs').MarketStressResult} stress
 */
function marketStressTable(stress) {
  return table(
    [
      'Market page under load',
      'Messages',
      'Long tasks (> 50 ms)',
      'Longest task',
      'Message-to-paint p50 / p95 / max',
      'Frames dropped',
    ],
    [
      [
        `\`${stress.path}\`: ${stress.runners} runners, ${stress.changesPerSecond} price changes/s for ${stress.seconds} s, CPU ÷${stress.cpuThrottling}`,
        String(stress.messages),
        String(stress.longTasks),
        stress.longTasks === 0 ? '< 50 ms' : millis(stress.longestTaskMs),
        [stress.messageToPaintP50Ms, stress.messageToPaintP95Ms, stress.messageToPaintMaxMs].map(millis).join(' / '),
        `${stress.framesDropped} of ${stress.frames + stress.framesDropped}`,
      ],
    ],
  );
}

/**
 * @param {string[]} header
 * @param {string[][]} rows
 */
function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/**
 * bench/results.md: the machine, the figures of every route, and the budgets.
 * @param {BenchResults} results
 * @param {Verdict[]} verdicts
 */
export function resultsMarkdown(results, verdicts) {
  const { machine } = results;
  const routes = [...results.federated, ...monolithLabelled(results)];
  const copies = (/** @type {Record<string, number>} */ counts) => Object.values(counts).join(' / ');
  const ratios = federationRatios(results);
  return [
    `Measured ${results.date.slice(0, 16).replace('T', ' ')} UTC on ${machine.cpu} (${machine.cores} cores, ` +
      `${machine.memoryGiB} GiB), ${machine.os}, Node ${machine.node}, ${machine.chromium}. Cold cache; Lighthouse ` +
      `figures are the median of ${results.lighthouseRuns} run${results.lighthouseRuns === 1 ? '' : 's'} ` +
      '(mobile: Lighthouse’s default, a mid-range phone on slow 4G, simulated; desktop: its desktop preset).',
    '',
    table(
      [
        'Route',
        'JS transferred',
        'JS raw',
        'CSS transferred',
        'CSS raw',
        'Requests',
        'Waterfall depth',
        'react-dom / MUI / emotion / react-router / MF runtime',
      ],
      routes.map((route) => [
        `\`${route.path}\``,
        kilobytes(route.network.js.transferred),
        kilobytes(route.network.js.decoded),
        kilobytes(route.network.css.transferred),
        kilobytes(route.network.css.decoded),
        String(route.network.requests),
        String(route.network.waterfallDepth),
        copies(route.network.libraryCopies),
      ]),
    ),
    '',
    table(
      ['Route', 'Form factor', 'Score', 'FCP', 'LCP', 'TBT', 'CLS'],
      routes.flatMap((route) =>
        /** @type {const} */ (['mobile', 'desktop']).map((formFactor) => {
          const figures = route.lighthouse[formFactor];
          return [
            `\`${route.path}\``,
            formFactor,
            String(figures.score),
            seconds(figures.fcpMs),
            seconds(figures.lcpMs),
            millis(figures.tbtMs),
            shift(figures.cls),
          ];
        }),
      ),
    ),
    '',
    ...ratios.map(
      (ratio) =>
        `Federated over monolith on \`${ratio.path}\`: JS+CSS transferred ${times(ratio.transferredBytes)}, requests ` +
        `${times(ratio.requests)}, mobile LCP ${times(ratio.lcp)}, mobile TBT ${times(ratio.tbt)}.\n`,
    ),
    '',
    ...(results.placement ? [placementMarkdown(results.placement)] : []),
    ...(results.marketStress
      ? [
          marketStressTable(results.marketStress),
          '',
          'Message-to-paint runs from a price message reaching the page to the start of the frame after the one that ' +
            'drew it (an upper bound by at most a frame); frames dropped are frames the display had room for and the ' +
            `page did not draw. The same page for ${results.marketStress.idle.seconds} s before, with no price ` +
            `changes: ${results.marketStress.idle.longTasks} long tasks (longest ` +
            `${millis(results.marketStress.idle.longestTaskMs)}), ${results.marketStress.idle.framesDropped} of ` +
            `${results.marketStress.idle.frames + results.marketStress.idle.framesDropped} frames dropped: what the ` +
            'machine itself costs.',
          '',
        ]
      : []),
    table(
      ['Budget', 'Measured', 'Verdict'],
      verdicts.map((verdict) => [verdict.budget, verdict.figure, verdict.met ? 'met' : '**missed**']),
    ),
    '',
  ].join('\n');
}

/**
 * The line the benchmark prints for a verdict.
 * @param {Verdict} verdict
 */
export function verdictLine(verdict) {
  return `${verdict.met ? '✔ met   ' : '✖ MISSED'}  ${verdict.budget}: ${verdict.figure}`;
}
