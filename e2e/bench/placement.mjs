// The speed of betting, measured against the built api on its in-memory PGlite database:
// `Bet/PlaceBetV2` latency (p50, p99) with 200 concurrent clients placing at a player's pace, the
// throughput the same 200 clients reach placing as fast as they are answered, and the delivery time
// of `UserBalance` pushes with 2,000 hub clients connected (the official SignalR client over WebSockets). `npm run bench` runs it with
// the first-load measurements; `node e2e/bench/placement.mjs` runs it alone against an api of its
// own and writes its figures into bench/results.json and bench/results.md.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';

import { startApi } from '../../scripts/lib/app-servers.mjs';
import { runMain } from '../../scripts/lib/run.mjs';
import { placementBench } from './budgets.mjs';
import { judgeBudgets, judgePlacement, resultsMarkdown, verdictLine } from './report.mjs';
import { benchDir, formatted } from './results-files.mjs';

/** @typedef {import('./report.mjs').PlacementFigures} PlacementFigures */
/** @typedef {import('@microsoft/signalr').HubConnection} HubConnection */

/**
 * What the api needs to be measured: the 200 clients all come from this machine's one address,
 * where in use each has its own, so the per-address limit on placements is lifted (the per-account
 * one, 120 a minute, still holds and is not reached).
 */
export const placementApiEnv = { RATE_LIMIT_BET_PER_IP: '1000000/1m' };

/**
 * @param {number[]} sorted ascending
 * @param {number} fraction 0–1
 */
export function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  // Nearest rank: the smallest value with at least `fraction` of the samples at or below it.
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? Number.NaN;
}

/** @param {number[]} samples */
export function summarise(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? 0,
  };
}

/**
 * The api's admin and player calls.
 * @param {string} apiUrl
 * @param {string} adminToken
 */
export function apiClient(apiUrl, adminToken) {
  /**
   * @param {string} path
   * @param {unknown} body
   * @param {string} token
   */
  const post = async (path, body, token) => {
    const response = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return /** @type {{ success: boolean, result: any, error?: { message: string } }} */ (JSON.parse(text));
  };
  return {
    post,
    /** @param {string} path @param {unknown} body */
    admin: (path, body) => post(path, body, adminToken),
  };
}

/**
 * Players and a priced event of `marketCount` markets made through the admin surface.
 * @param {ReturnType<typeof apiClient>} api
 * @param {number} players
 * @param {string} prefix
 * @param {number} [marketCount]
 */
export async function setUp(api, players, prefix, marketCount = placementBench.markets) {
  /** @type {{ id: number, accessToken: string }[]} */
  const made = [];
  for (let start = 0; start < players; start += 50) {
    const batch = Array.from({ length: Math.min(50, players - start) }, (_, index) =>
      api.admin('/admin/players', { username: `${prefix}-${start + index}`, balance: '1000000.00' }),
    );
    for (const { result } of await Promise.all(batch)) {
      made.push({ id: result.player.id, accessToken: result.accessToken });
    }
  }
  const openDate = new Date(Date.now() + 6 * 3600_000).toISOString();
  const { result } = await api.admin('/admin/sports/events', {
    sportId: 1,
    competition: 'Bench League',
    title: `Bench United v Load City ${prefix}`,
    participants: ['Bench United', 'Load City'],
    openDate,
    markets: Array.from({ length: marketCount }, (_, index) => ({
      name: `Match Odds ${index + 1}`,
      type: 'MATCH_ODDS',
      runners: ['Bench United', 'Load City'],
    })),
  });
  /** @type {{ id: string, runners: { id: number }[] }[]} */
  const markets = result.markets;
  for (const market of markets) {
    await api.admin(`/admin/sports/markets/${market.id}/prices`, {
      runners: market.runners.map((runner, index) =>
        index === 0 ? { runnerId: runner.id, back: 2, lay: 2.02 } : { runnerId: runner.id, back: 1.9, lay: 1.92 },
      ),
    });
  }
  return { players: made, markets };
}

/**
 * Bets of 200 clients at once on the event's markets: backs and lays at and around the best prices,
 * so some match and some rest. `pace` is how long a client waits after an answer before its next
 * bet (a player reading the slip); without it each places as soon as the last is answered.
 * @param {ReturnType<typeof apiClient>} api
 * @param {{ id: number, accessToken: string }[]} players
 * @param {{ id: string, runners: { id: number }[] }[]} markets
 * @param {{ bets: number, pace?: () => number }} options
 */
export async function placeBets(api, players, markets, { bets, pace }) {
  const sides = /** @type {const} */ ([
    ['BACK', 0, 2],
    ['LAY', 0, 2.02],
    ['BACK', 1, 1.9],
    ['LAY', 1, 1.92],
    ['BACK', 0, 2.1],
    ['LAY', 1, 1.8],
  ]);
  /** @param {{ accessToken: string }} player @param {number} client @param {number} round */
  const place = async (player, client, round) => {
    const market = markets[client % markets.length];
    const [side, runner, odds] = sides[(client + round) % sides.length] ?? sides[0];
    const started = performance.now();
    const answer = await api.post(
      '/Bet/PlaceBetV2',
      {
        idempotencyKey: randomUUID(),
        marketId: market?.id,
        runnerId: market?.runners[runner]?.id,
        side,
        odds,
        stake: 100,
        persistence: 'KEEP',
      },
      player.accessToken,
    );
    if (!answer.success) throw new Error(`A bet was refused: ${answer.error?.message}`);
    return performance.now() - started;
  };
  /** @type {number[]} */
  const latencies = [];
  const started = performance.now();
  await Promise.all(
    players.map(async (player, client) => {
      // Paced clients start spread over one pause, as players arrive, not all in the same millisecond.
      if (pace) await sleep(Math.random() * pace());
      for (let round = 0; round < bets; round += 1) {
        latencies.push(await place(player, client, round));
        if (pace) await sleep(pace());
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ...summarise(latencies), clients: players.length, betsPerSecond: latencies.length / seconds };
}

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Hub connections spread evenly over the players (by default 10 for each of 200, the hub's most
 * per player: 2,000 clients). Each player's balance then changes (an admin call, a ledger write and
 * a push to that player's connections), a few players at a time: how long each connection waited
 * for its `UserBalance`, from the change being asked for.
 * @param {string} apiUrl
 * @param {ReturnType<typeof apiClient>} api
 * @param {{ id: number, accessToken: string }[]} players
 * @param {{ connections?: number, pushes?: number, concurrency?: number, onConnected?: () => void }} [options]
 */
export async function measureBalancePush(
  apiUrl,
  api,
  players,
  {
    connections: wanted = placementBench.hubClients,
    pushes = placementBench.pushes,
    concurrency = placementBench.pushConcurrency,
    onConnected,
  } = {},
) {
  const perPlayer = Math.ceil(wanted / players.length);
  /** @type {HubConnection[]} */
  const connections = [];
  /** @type {Map<number, (at: number) => void>} */
  const listeners = new Map();
  try {
    for (let start = 0; start < players.length; start += 10) {
      const batch = players.slice(start, start + 10).flatMap((player) =>
        Array.from({ length: perPlayer }, async () => {
          const connection = new HubConnectionBuilder()
            .withUrl(`${apiUrl}/hubs/notifications`)
            .configureLogging(LogLevel.None)
            .build();
          connection.on('Message', (/** @type {{ Code: string }} */ message) => {
            if (message.Code === 'UserBalance') listeners.get(player.id)?.(performance.now());
          });
          connections.push(connection);
          await connection.start();
          await connection.invoke('RegisterClient', 'Bench', 'localhost', '/inplay', player.accessToken);
        }),
      );
      await Promise.all(batch);
    }
    onConnected?.();
    /** @type {number[]} */
    const delivery = [];
    /** @param {{ id: number }} player @param {number} round */
    const change = async (player, round) => {
      let waiting = perPlayer;
      /** @type {(value?: unknown) => void} */
      let done = () => undefined;
      const all = new Promise((resolve) => {
        done = resolve;
      });
      const sent = performance.now();
      listeners.set(player.id, (at) => {
        delivery.push(at - sent);
        waiting -= 1;
        if (waiting === 0) done();
      });
      await api.admin(`/admin/players/${player.id}/balance`, { balance: `${2_000_000 + round}.00` });
      const timeout = setTimeout(done, 10_000);
      await all;
      clearTimeout(timeout);
      listeners.delete(player.id);
      if (waiting > 0) throw new Error(`${waiting} connections of player ${player.id} got no UserBalance push`);
    };
    for (let round = 0; round < pushes; round += 1) {
      for (let start = 0; start < players.length; start += concurrency) {
        await Promise.all(players.slice(start, start + concurrency).map((player) => change(player, round)));
      }
    }
    return { ...summarise(delivery), connections: connections.length, pushes };
  } finally {
    for (let start = 0; start < connections.length; start += 200) {
      await Promise.all(connections.slice(start, start + 200).map((connection) => connection.stop()));
    }
  }
}

/**
 * The whole scenario against a running api.
 * @param {{ apiUrl: string, adminToken: string }} options
 * @returns {Promise<PlacementFigures>}
 */
export async function benchPlacement({ apiUrl, adminToken }) {
  const api = apiClient(apiUrl, adminToken);
  const prefix = `bench-${randomBytes(3).toString('hex')}`;
  const { players, markets } = await setUp(api, placementBench.clients, prefix);
  const { clients, betsPerClient, pauseMs } = placementBench;
  console.log(`  placement: ${players.length} clients × ${betsPerClient} bets on ${markets.length} markets`);
  // One bet per client first, unmeasured: connections open, code paths warm.
  await placeBets(api, players, markets, { bets: 1 });
  const pace = () => pauseMs.min + Math.random() * (pauseMs.max - pauseMs.min);
  const placement = await placeBets(api, players, markets, { bets: betsPerClient, pace });
  const flatOut = await placeBets(api, players, markets, { bets: betsPerClient });
  console.log(
    `  placement at a player's pace: p50 ${placement.p50Ms.toFixed(1)} ms, p99 ${placement.p99Ms.toFixed(1)} ms ` +
      `(${placement.betsPerSecond.toFixed(0)} bets/s offered); flat out: ${flatOut.betsPerSecond.toFixed(0)} bets/s, ` +
      `p50 ${flatOut.p50Ms.toFixed(0)} ms, p99 ${flatOut.p99Ms.toFixed(0)} ms (${clients} clients)`,
  );
  const push = await measureBalancePush(apiUrl, api, players);
  console.log(
    `  UserBalance with ${push.connections} hub clients: p50 ${push.p50Ms.toFixed(1)} ms, p99 ${push.p99Ms.toFixed(1)} ms`,
  );
  return { date: new Date().toISOString(), placement, throughput: flatOut, push };
}

// Alone: an api of its own on the in-memory database, its figures merged into the last results.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runMain(async () => {
    const adminToken = randomBytes(32).toString('base64url');
    const api = await startApi({
      env: {
        DATA_DIR: 'memory',
        ADMIN_TOKEN: adminToken,
        TOKEN_SECRET: randomBytes(32).toString('base64url'),
        ...placementApiEnv,
      },
    });
    try {
      console.log(`Measuring betting against the api at ${api.url}:`);
      const placement = await benchPlacement({ apiUrl: api.url, adminToken });
      const jsonFile = join(benchDir, 'results.json');
      const markdownFile = join(benchDir, 'results.md');
      const earlier = existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, 'utf8')) : null;
      const verdicts = judgePlacement(placement);
      for (const verdict of verdicts) console.log(`  ${verdictLine(verdict)}`);
      mkdirSync(benchDir, { recursive: true });
      if (earlier?.federated === undefined) {
        writeFileSync(jsonFile, await formatted(JSON.stringify({ placement, budgets: verdicts }), jsonFile));
        console.log(`Wrote ${jsonFile} (no first-load figures there yet: npm run bench measures them).`);
        return;
      }
      // The first-load figures stay; the verdicts are judged again with the betting ones.
      const merged = { ...earlier, budgets: undefined, placement };
      const allVerdicts = judgeBudgets(merged);
      writeFileSync(jsonFile, await formatted(JSON.stringify({ ...merged, budgets: allVerdicts }), jsonFile));
      const markdown = resultsMarkdown(merged, allVerdicts);
      writeFileSync(markdownFile, await formatted(`# First-load benchmark\n\n${markdown}`, markdownFile));
      console.log(`Wrote the betting figures into ${jsonFile} and ${markdownFile}.`);
    } finally {
      await api.close();
    }
  });
}
