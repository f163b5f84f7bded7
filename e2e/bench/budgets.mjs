// The performance budgets of the first load, in one place: `npm run bench` reports each as met or
// missed. The size test of `npm test` (e2e/tests/size-budget.spec.ts) holds /auth/login to its
// growth guard, below.
// Sizes are in bytes (1 KB = 1,000 bytes, as browsers' network panels count), times in
// milliseconds, scores out of 100.

/**
 * Stands in the route table for the market page of the race the bench makes first (its ids are
 * known only then): the race of the market-page stress scenario.
 */
export const stressMarketPage = '/markets/:stress-race';

/** The key routes and how each is loaded. */
export const benchRoutes = /** @type {const} */ ([
  { path: '/auth/login', loggedIn: false },
  { path: '/index', loggedIn: true },
  { path: '/matchlist/3', loggedIn: true },
  { path: stressMarketPage, loggedIn: true },
  { path: '/lobby', loggedIn: true },
  { path: '/account-cash-statement', loggedIn: true },
]);

export const budgets = {
  /** JS and CSS of `/auth/login` (logged out, cold cache) as transferred: compressed, with headers. */
  loginTransferredBytes: 250_000,
  /**
   * Not a budget but a growth guard, which `npm test` enforces, so that a change that makes the
   * login page heavier fails the tests before it reaches its budget. Measured at 233.3 KB after the
   * last work on the first load (ADR 0038), then 241.3 KB once the platform's common strings carried
   * every refusal and server-made line in English and Hindi (ADR 0042; the Hindi is about 5 KB of it
   * and could load with the language instead), then 243.5 KB with the first load's try count and the
   * connection-lost state (ADR 0051), then 247.2 KB with the specification's sanitising helper on
   * every call, the test and live service hosts, the TV stream's status rule and the maintenance
   * page's progress (ADRs 0053 to 0055); the guard is that and about 0.7 % more. Lower it when the
   * page gets lighter; the bench goes on reporting the budget above.
   */
  loginTransferredGrowthGuardBytes: 249_000,
  /** Copies of react-dom, MUI, emotion and the federation runtime a page may download. */
  libraryCopies: 1,
  lighthouse: {
    login: {
      mobile: { score: 85, lcpMs: 2_500, tbtMs: 300, cls: 0.02 },
      desktop: { score: 95, cls: 0.02 },
    },
    loggedIn: {
      mobile: { score: 85, tbtMs: 300 },
      desktop: { score: 95 },
    },
  },
  /**
   * What federation may cost over the same app bundled as one (`npm run build:monolith`), route by
   * route, as federated ÷ monolith: JS and CSS transferred, and mobile LCP and TBT (Lighthouse). The
   * bench measures the monolith on these routes.
   */
  federatedOverMonolith: [
    { path: '/auth/login', transferredBytes: 1.25, lcp: 1.25 },
    { path: stressMarketPage, lcp: 1.25, tbt: 1.25 },
    { path: '/lobby', lcp: 1.25, tbt: 1.25 },
  ],
};

/**
 * Whether a measured path is the one a budget names: itself, or for the stress race's placeholder
 * any market page.
 * @param {string} listed a path of `benchRoutes` or a budget
 * @param {string} path a path measured
 */
export const isBenchPath = (listed, path) =>
  listed === stressMarketPage ? path.startsWith('/markets/') : listed === path;

/** Betting under load (bench/placement.mjs): the scenario's size and its budgets, against the api on PGlite. */
export const placementBench = {
  /** Clients placing bets at once, each one bet after another: at a player's pace, then flat out. */
  clients: 200,
  betsPerClient: 5,
  /** A player's pause between an answer and the next bet, drawn evenly between these. */
  pauseMs: { min: 2_000, max: 8_000 },
  /** Exchange markets the clients spread over (one event). */
  markets: 4,
  /** `Bet/PlaceBetV2`'s answer time at a player's pace, 99th percentile. */
  placementP99Ms: 50,
  /** Hub connections (10 for each client), the rounds of one balance change per client, and how many run at once. */
  hubClients: 2_000,
  pushes: 3,
  pushConcurrency: 10,
  /** From the balance change being asked for to the push reaching a connection, 99th percentile. */
  balancePushP99Ms: 200,
};

/** The exchange as a deployment of 1, 2 and 3 api processes (e2e/bench/cluster.mjs, `npm run bench:cluster`). */
export const clusterBench = {
  processCounts: [1, 2, 3],
  /** How long the deployment is watched with no player, for what it uses by itself. */
  idleMs: 5_000,
  /** Clients placing bets at once, as in `placementBench`, on this many markets (one event), then on one market. */
  clients: 200,
  markets: 20,
  betsPerClient: 5,
  pauseMs: { min: 2_000, max: 8_000 },
  /** Hub connections spread by the load balancer, 10 for each of this many players; rounds of pushes. */
  hubConnections: 3_000,
  pushPlayers: 300,
  pushes: 2,
  pushConcurrency: 10,
  /** One hot market, flat out, with the most processes measured. */
  hotMarketBetsPerSecond: 400,
  /** `Bet/PlaceBetV2` at a player's pace, 99th percentile, with the most processes measured. */
  placementP99Ms: 50,
  /** From a balance change to its push on any process's connection, 99th percentile. */
  balancePushP99Ms: 200,
};

/** The market page under a storm of prices (e2e/bench/market-stress.mjs). */
export const marketStressScenario = {
  runners: 30,
  changesPerSecond: 150,
  /** Runners whose prices one operator's call changes. */
  runnersPerCall: 3,
  seconds: 30,
  /** Chrome DevTools Protocol `Emulation.setCPUThrottlingRate`. */
  cpuThrottling: 4,
};

export const marketStressBudgets = {
  /** No task may block the page longer than this (a long task is one over 50 ms). */
  longestTaskMs: 50,
  /** 95th percentile from a price message's arrival to the paint that shows it. */
  messageToPaintP95Ms: 50,
};
