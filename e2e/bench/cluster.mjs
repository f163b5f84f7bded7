// `npm run bench:cluster`: the exchange as a deployment on this machine (`npm run cluster`'s:
// PostgreSQL, Redis, N api processes behind HAProxy), measured with 1, 2 and 3 processes. For each:
// placement at a player's pace on 20 markets (p50, p99), the same clients flat out on 20 markets
// and on one hot market (bets/s, p50, p99), `UserBalance` pushes to 3,000 hub connections spread by
// HAProxy over the processes (p50, p99), each part's CPU share, and the scaling efficiency
// (throughput with N over N × throughput with 1). Writes bench/cluster.json and bench/cluster.md,
// and puts the table into the README. A missed budget is reported, not failed.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { freePort, startApi } from '../../scripts/lib/app-servers.mjs';
import { repoRoot, runMain, runSteps } from '../../scripts/lib/run.mjs';
import { ensureHaproxy, ensurePostgres, ensureRedis, typecheckStep } from '../../scripts/lib/tasks.mjs';
import { clusterBench } from './budgets.mjs';
import { apiClient, measureBalancePush, placeBets, setUp, sleep } from './placement.mjs';
import { benchDir, embedInReadme, formatted } from './results-files.mjs';

const usage = `Usage: npm run bench:cluster [-- --no-build] [-- --processes 1,2,3]
  --no-build      measure the api as built (npm run build)
  --processes n,… the deployments to measure, by their number of api processes (default 1,2,3)`;

function readOptions() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      processes: { type: 'string', default: clusterBench.processCounts.join(',') },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const counts = values.processes.split(',').map(Number);
  if (counts.some((count) => !Number.isInteger(count) || count < 1 || count > 8)) {
    throw new Error(`--processes takes numbers from 1 to 8\n${usage}`);
  }
  return { build: !values['no-build'], counts };
}

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * Every process under `rootPid` (not itself), with its name and the CPU time it has used, its
 * children that ended included (PostgreSQL's backends come and go), in seconds. PostgreSQL's
 * server leaves the tree as it starts (`pg_ctl` detaches it): a PostgreSQL server started after
 * `rootPid` counts as the deployment's, with its backends.
 * @param {number} rootPid
 * @returns {Map<number, { name: string, cpuSeconds: number }>}
 */
function processTree(rootPid) {
  /** @type {Map<number, { ppid: number, name: string, cpuSeconds: number, startedAt: number }>} */
  const all = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
      all.set(Number(entry), {
        ppid: Number(fields[1]),
        name,
        cpuSeconds: ticks / ticksPerSecond,
        startedAt: Number(fields[19] ?? 0),
      });
    } catch {
      // It ended while the list was read.
    }
  }
  /** @type {Map<number, { name: string, cpuSeconds: number }>} */
  const tree = new Map();
  const rootStartedAt = all.get(rootPid)?.startedAt ?? Number.POSITIVE_INFINITY;
  const postmasters = [...all]
    .filter(([, process]) => process.name === 'postgres' && all.get(process.ppid)?.name !== 'postgres')
    .filter(([, process]) => process.startedAt >= rootStartedAt);
  for (const [pid, { name, cpuSeconds }] of postmasters) tree.set(pid, { name, cpuSeconds });
  const under = new Set([rootPid, ...postmasters.map(([pid]) => pid)]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, process] of all) {
      if (under.has(process.ppid) && !under.has(pid)) {
        under.add(pid);
        tree.set(pid, { name: process.name, cpuSeconds: process.cpuSeconds });
        grew = true;
      }
    }
  }
  return tree;
}

/**
 * The cores each part used over a phase: every api process on its own, PostgreSQL, Redis and
 * HAProxy together each.
 * @param {number} rootPid
 */
function cpuMeter(rootPid) {
  const before = processTree(rootPid);
  const started = performance.now();
  const generatorBefore = process.cpuUsage();
  return () => {
    const seconds = (performance.now() - started) / 1000;
    const after = processTree(rootPid);
    const generator = process.cpuUsage(generatorBefore);
    /** @type {Record<string, number>} */
    const parts = { 'load generator': (generator.user + generator.system) / 1e6 / seconds };
    /** @type {number[]} */
    const apis = [];
    for (const [pid, { name, cpuSeconds }] of after) {
      const used = (cpuSeconds - (before.get(pid)?.cpuSeconds ?? 0)) / seconds;
      if (name === 'node') apis.push(used);
      else {
        const part = name.startsWith('postgres') ? 'postgres' : name.startsWith('redis') ? 'redis' : name;
        parts[part] = (parts[part] ?? 0) + used;
      }
    }
    return { apiCores: apis.sort((a, b) => b - a), otherCores: parts, seconds };
  };
}

/**
 * CPU per unit of work over a phase, over and above what the deployment uses idle, in
 * core-milliseconds: the api processes together, and PostgreSQL.
 * @param {ReturnType<ReturnType<typeof cpuMeter>>} cpu
 * @param {number} units
 * @param {ReturnType<ReturnType<typeof cpuMeter>>} idle
 */
function costPer(cpu, units, idle) {
  const coreMs = (/** @type {number} */ cores) => (Math.max(0, cores) * cpu.seconds * 1000) / units;
  return {
    apiMs: coreMs(sum(cpu.apiCores) - sum(idle.apiCores)),
    postgresMs: coreMs((cpu.otherCores['postgres'] ?? 0) - (idle.otherCores['postgres'] ?? 0)),
  };
}

/** @param {number[]} values */
const sum = (values) => values.reduce((total, value) => total + value, 0);

/**
 * Waits until the deployment's exchange answers (its writer has taken over): the sports tree.
 * @param {string} url
 */
async function exchangeReady(url) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const answered = await fetch(`${url}/Event/TreeSportWithEvent`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The deployment at ${url} never answered the exchange's calls.`);
}

/**
 * @param {number} count api processes
 * @param {NodeJS.ProcessEnv} programs
 */
async function measureDeployment(count, programs) {
  const adminToken = randomBytes(32).toString('base64url');
  const deployment = await startApi({
    entryPoint: join(repoRoot, 'api', 'dist', 'cluster', 'cluster-main.js'),
    port: await freePort(),
    timeoutMs: 120_000,
    env: {
      ...programs,
      CLUSTER_PROCESSES: String(count),
      ADMIN_TOKEN: adminToken,
      TOKEN_SECRET: randomBytes(32).toString('base64url'),
      // The clients all come from this machine's one address (see placement.mjs).
      RATE_LIMIT_BET_PER_IP: '1000000/1m',
      LOG_LEVEL: 'error',
    },
  });
  try {
    await exchangeReady(deployment.url);
    const api = apiClient(deployment.url, adminToken);
    const rootPid = deployment.pid ?? 0;
    const { clients, markets: marketCount, betsPerClient, pauseMs, hubConnections, pushPlayers } = clusterBench;
    const prefix = `cluster-${count}-${randomBytes(3).toString('hex')}`;
    const { players, markets } = await setUp(api, pushPlayers, prefix, marketCount);
    const hot = await setUp(api, 0, `${prefix}-hot`, 1);
    const bettors = players.slice(0, clients);
    // Warm: connections open, code paths compiled, on every process.
    await placeBets(api, bettors, markets, { bets: 1 });
    // What the deployment uses with no player at all (the sports world plays on, prices move):
    // the costs per bet below are over and above it.
    const idleMeter = cpuMeter(rootPid);
    await sleep(clusterBench.idleMs);
    const idle = idleMeter();
    const pace = () => pauseMs.min + Math.random() * (pauseMs.max - pauseMs.min);
    const paced = await placeBets(api, bettors, markets, { bets: betsPerClient, pace });
    let meter = cpuMeter(rootPid);
    const spread = await placeBets(api, bettors, markets, { bets: betsPerClient });
    const spreadCpu = meter();
    meter = cpuMeter(rootPid);
    const hotMarket = await placeBets(api, bettors, hot.markets, { bets: betsPerClient });
    const hotCpu = meter();
    let pushMeter = cpuMeter(rootPid);
    const push = await measureBalancePush(deployment.url, api, players, {
      connections: hubConnections,
      pushes: clusterBench.pushes,
      concurrency: clusterBench.pushConcurrency,
      // The connections are open: from here on, only the changes and their pushes are measured.
      onConnected: () => {
        pushMeter = cpuMeter(rootPid);
      },
    });
    const pushCpu = pushMeter();
    const figures = {
      processes: count,
      paced,
      spread: { ...spread, cpu: spreadCpu },
      hotMarket: { ...hotMarket, cpu: hotCpu },
      push: { ...push, cpu: pushCpu },
      idle,
      costs: {
        bet: costPer(spreadCpu, spread.count, idle),
        hotMarketBet: costPer(hotCpu, hotMarket.count, idle),
        pushDelivered: costPer(pushCpu, push.count, idle),
      },
    };
    console.log(describe(figures));
    return figures;
  } finally {
    await deployment.close();
  }
}

/** @param {number} cores */
const share = (cores) => `${Math.round(cores * 100)} %`;

/**
 * The cores each part used: every api process, then the others.
 * @param {{ apiCores: number[], otherCores: Record<string, number> }} used
 */
const cpuText = (used) =>
  [
    `api ${used.apiCores.map(share).join(' + ')}`,
    ...Object.entries(used.otherCores).map(([part, cores]) => `${part} ${share(cores)}`),
  ].join(', ');

/** @param {Awaited<ReturnType<typeof measureDeployment>>} figures */
function describe({ processes, paced, spread, hotMarket, push, idle, costs }) {
  const markets = clusterBench.markets;
  return [
    `${processes} api process${processes === 1 ? '' : 'es'}:`,
    `  idle: ${cpuText(idle)}`,
    `  at a player's pace on ${markets} markets: p50 ${paced.p50Ms.toFixed(1)} ms, p99 ${paced.p99Ms.toFixed(1)} ms`,
    `  flat out on ${markets} markets: ${spread.betsPerSecond.toFixed(0)} bets/s, p50 ${spread.p50Ms.toFixed(0)} ms, ` +
      `p99 ${spread.p99Ms.toFixed(0)} ms; ${cpuText(spread.cpu)}`,
    `  flat out on one market: ${hotMarket.betsPerSecond.toFixed(0)} bets/s, p50 ${hotMarket.p50Ms.toFixed(0)} ms, ` +
      `p99 ${hotMarket.p99Ms.toFixed(0)} ms; ${cpuText(hotMarket.cpu)}`,
    `  UserBalance to ${push.connections.toLocaleString('en-US')} hub connections: p50 ${push.p50Ms.toFixed(1)} ms, p99 ${push.p99Ms.toFixed(1)} ms`,
    `  CPU over idle per bet: api ${costs.bet.apiMs.toFixed(2)} ms, PostgreSQL ${costs.bet.postgresMs.toFixed(2)} ms; ` +
      `per push delivered: api ${(costs.pushDelivered.apiMs * 1000).toFixed(0)} µs`,
  ].join('\n');
}

/**
 * The verdicts of the budgets (with the most processes measured) and each deployment's scaling
 * efficiency against one process.
 * @param {Awaited<ReturnType<typeof measureDeployment>>[]} runs
 */
function judge(runs) {
  const one = runs.find((run) => run.processes === 1);
  const most = runs.reduce((a, b) => (b.processes > a.processes ? b : a));
  const efficiency = runs.map((run) => ({
    processes: run.processes,
    spread: one === undefined ? null : run.spread.betsPerSecond / (run.processes * one.spread.betsPerSecond),
    hotMarket: one === undefined ? null : run.hotMarket.betsPerSecond / (run.processes * one.hotMarket.betsPerSecond),
  }));
  const budgets = [
    {
      budget: `one hot market with ${most.processes} processes ≥ ${clusterBench.hotMarketBetsPerSecond} bets/s`,
      met: most.hotMarket.betsPerSecond >= clusterBench.hotMarketBetsPerSecond,
      figure: `${most.hotMarket.betsPerSecond.toFixed(0)} bets/s`,
    },
    {
      budget: `placement p99 at a player's pace with ${most.processes} processes ≤ ${clusterBench.placementP99Ms} ms`,
      met: most.paced.p99Ms <= clusterBench.placementP99Ms,
      figure: `${most.paced.p99Ms.toFixed(1)} ms`,
    },
    {
      budget: `UserBalance push p99 across processes with ${most.push.connections.toLocaleString('en-US')} connections ≤ ${clusterBench.balancePushP99Ms} ms`,
      met: most.push.p99Ms <= clusterBench.balancePushP99Ms,
      figure: `${most.push.p99Ms.toFixed(1)} ms`,
    },
  ];
  return { efficiency, budgets };
}

/**
 * @param {{ date: string, machine: string, runs: Awaited<ReturnType<typeof measureDeployment>>[] } & ReturnType<typeof judge>} results
 */
function markdown({ date, machine, runs, efficiency, budgets }) {
  const rows = runs.map((run) => {
    const scaled = efficiency.find((entry) => entry.processes === run.processes);
    const percent = (/** @type {number | null | undefined} */ value) =>
      value === null || value === undefined ? '–' : `${Math.round(value * 100)} %`;
    return [
      `| ${run.processes}`,
      `${run.paced.p50Ms.toFixed(1)} / ${run.paced.p99Ms.toFixed(1)} ms`,
      `${run.spread.betsPerSecond.toFixed(0)} (p99 ${run.spread.p99Ms.toFixed(0)} ms)`,
      `${run.hotMarket.betsPerSecond.toFixed(0)} (p99 ${run.hotMarket.p99Ms.toFixed(0)} ms)`,
      `${percent(scaled?.spread)} / ${percent(scaled?.hotMarket)}`,
      `${run.push.p50Ms.toFixed(1)} / ${run.push.p99Ms.toFixed(1)} ms`,
      `${cpuText(run.spread.cpu)} |`,
    ].join(' | ');
  });
  return [
    `Measured ${date.slice(0, 16).replace('T', ' ')} UTC on ${machine}, everything on the one machine (load generator, api processes, PostgreSQL, Redis, HAProxy). ${clusterBench.clients} clients; ${clusterBench.markets} markets or one; ${clusterBench.hubConnections.toLocaleString('en-US')} hub connections (${clusterBench.hubConnections / clusterBench.pushPlayers} per player) spread by HAProxy.`,
    '',
    `| Processes | Placement at a player's pace p50 / p99 | Flat out, ${clusterBench.markets} markets, bets/s | Flat out, one market, bets/s | Scaling efficiency (${clusterBench.markets} markets / one) | UserBalance push p50 / p99 | CPU flat out on ${clusterBench.markets} markets (cores) |`,
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `| Processes | CPU per bet, ${clusterBench.markets} markets: api / PostgreSQL | CPU per bet, one market: api / PostgreSQL | CPU per push delivered: api |`,
    '| --- | --- | --- | --- |',
    ...runs.map(
      ({ processes, costs }) =>
        `| ${processes} | ${costs.bet.apiMs.toFixed(2)} / ${costs.bet.postgresMs.toFixed(2)} ms | ${costs.hotMarketBet.apiMs.toFixed(2)} / ${costs.hotMarketBet.postgresMs.toFixed(2)} ms | ${(costs.pushDelivered.apiMs * 1000).toFixed(0)} µs |`,
    ),
    '',
    '| Budget | Figure | Met |',
    '| --- | --- | --- |',
    ...budgets.map((verdict) => `| ${verdict.budget} | ${verdict.figure} | ${verdict.met ? 'yes' : '**no**'} |`),
  ].join('\n');
}

runMain(async () => {
  const options = readOptions();
  if (options.build && !(await runSteps([typecheckStep]))) throw new Error('The api did not build.');
  if (!existsSync(join(repoRoot, 'api', 'dist', 'cluster', 'cluster-main.js'))) {
    throw new Error('The api is not built: run npm run build first, or leave out --no-build.');
  }
  const programs = {
    POSTGRES_BIN_DIR: await ensurePostgres(),
    REDIS_SERVER_PATH: await ensureRedis(),
    HAPROXY_PATH: await ensureHaproxy(),
  };
  const runs = [];
  for (const count of options.counts) runs.push(await measureDeployment(count, programs));
  const cpus = os.cpus();
  const results = {
    date: new Date().toISOString(),
    machine: `${cpus[0]?.model.trim() ?? 'unknown CPU'} (${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB), Node ${process.version}`,
    runs,
    ...judge(runs),
  };
  for (const verdict of results.budgets) {
    console.log(`${verdict.met ? '✔' : '✖'} ${verdict.budget}: ${verdict.figure}`);
  }
  mkdirSync(benchDir, { recursive: true });
  const jsonFile = join(benchDir, 'cluster.json');
  const markdownFile = join(benchDir, 'cluster.md');
  const table = markdown(results);
  writeFileSync(jsonFile, await formatted(JSON.stringify(results), jsonFile));
  writeFileSync(markdownFile, await formatted(`# Cluster benchmark\n\n${table}`, markdownFile));
  await embedInReadme('cluster-bench', table);
  console.log(`Wrote ${jsonFile}, ${markdownFile} and the README's cluster table.`);
});
