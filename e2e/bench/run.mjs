// `npm run bench [-- --no-build] [-- --runs <n>]`: builds for production as `npm start` does (and
// the monolith), serves the builds as `npm start` does, and measures the first load of each key
// route in headless Chromium: bytes, requests, waterfall depth, library copies, Lighthouse. Writes
// bench/results.json and bench/results.md, puts the tables into the README, and prints one line per
// budget. A missed budget is reported, not failed: the exit code is 0 unless measuring failed.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { chromium } from '@playwright/test';

import { startAppStack, startStaticServer } from '../../scripts/lib/app-servers.mjs';
import { appDefinition } from '../../scripts/lib/apps.mjs';
import { formatDuration, repoRoot, runMain, runSteps } from '../../scripts/lib/run.mjs';
import { buildSteps, ensureChromium, monolithBuildStep } from '../../scripts/lib/tasks.mjs';
import { chromiumArgs } from '../support/chromium.mjs';
import { newSession } from './bench-session.mjs';
import { benchRoutes, budgets, isBenchPath, stressMarketPage } from './budgets.mjs';
import { medianFigures, runLighthouse } from './lighthouse-runs.mjs';
import { createStressEvent, measureMarketStress, printMarketStress } from './market-stress.mjs';
import { profilePage } from './network-profile.mjs';
import { benchPlacement, placementApiEnv } from './placement.mjs';
import { judgeBudgets, kilobytes, resultsMarkdown, verdictLine } from './report.mjs';
import { benchDir, embedInReadme, formatted } from './results-files.mjs';

/** @typedef {import('./report.mjs').RouteResult} RouteResult */
/** @typedef {import('./network-profile.mjs').StoredSession} StoredSession */
/** @typedef {import('@playwright/test').Page} Page */

const usage = `Usage: npm run bench [-- --no-build] [-- --runs <1-9>] [-- --only <path,…>]
  --no-build   measure the existing builds (npm run build and npm run build:monolith)
  --runs <n>   Lighthouse runs per route and form factor, the median reported (default 3)
  --only <p>   measure only these routes of budgets.mjs (comma-separated paths, \`/markets\` for the
               market page), printing their figures without the monolith, the stress and the load
               scenarios, and without writing bench/ or the README`;

function readOptions() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      runs: { type: 'string', default: '3' },
      only: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error(`--runs must be 1 to 9\n${usage}`);
  const only = values.only?.split(',').map((path) => path.trim());
  const unknown = only?.filter((path) => !benchRoutes.some((route) => route.path.startsWith(path)));
  if (unknown?.length)
    throw new Error(`--only names routes the bench does not measure: ${unknown.join(', ')}\n${usage}`);
  return { build: !values['no-build'], runs, only };
}

const monolithDir = join(repoRoot, 'host', 'dist-monolith');

/**
 * Resolves when the route shows its page: the login form, or a logged-in page with the balance.
 * @param {{ path: string, loggedIn: boolean }} route
 * @returns {(page: Page) => Promise<void>}
 */
function readyCheck(route) {
  return async (page) => {
    const shown = route.loggedIn
      ? page.getByLabel('Available', { exact: true })
      : page.getByRole('button', { name: 'Login with demo ID' });
    await shown.waitFor({ state: 'visible', timeout: 60_000 });
    const path = new URL(page.url()).pathname;
    if (path !== route.path) throw new Error(`${route.path} ended on ${path}`);
  };
}

/**
 * @param {string} chromiumVersion
 * @returns {import('./report.mjs').Machine}
 */
function describeMachine(chromiumVersion) {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown CPU',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    chromium: `Chromium ${chromiumVersion}`,
    os: `${os.type()} ${os.release()}`,
  };
}

runMain(async () => {
  const options = readOptions();
  const startedAt = performance.now();
  const chromePath = await ensureChromium();
  const steps = options.only ? buildSteps() : [...buildSteps(), monolithBuildStep];
  if (options.build && !(await runSteps(steps))) {
    throw new Error('The build failed, so nothing was measured.');
  }
  if (!options.only && !existsSync(join(monolithDir, 'index.html'))) {
    throw new Error(
      `The monolith build is missing (${monolithDir}): run npm run build:monolith, or the bench without --no-build.`,
    );
  }

  const adminToken = randomBytes(32).toString('base64url');
  // The production servers of `npm start`, with an api on an in-memory database of its own.
  const stack = await startAppStack({
    apiEnv: {
      DATA_DIR: 'memory',
      ADMIN_TOKEN: adminToken,
      TOKEN_SECRET: randomBytes(32).toString('base64url'),
      ...placementApiEnv,
    },
  });
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromiumArgs,
  });
  let players = 0;
  const session = () => newSession(stack.url('api'), adminToken, `bench-player-${++players}`);
  const hostUrl = stack.url('host');

  /**
   * @param {{ path: string, loggedIn: boolean }} route
   * @param {string} label
   * @returns {Promise<RouteResult>}
   */
  const measure = async (route, label) => {
    const url = `${hostUrl}${route.path}`;
    const sessionFor = async () => (route.loggedIn ? await session() : undefined);
    const network = await profilePage({ browser, url, session: await sessionFor(), ready: readyCheck(route) });
    console.log(
      `  ${label}: JS+CSS ${kilobytes(network.js.transferred + network.css.transferred)} transferred, ` +
        `${network.requests} requests, waterfall ${network.waterfallDepth}`,
    );
    /** @param {import('./lighthouse-runs.mjs').FormFactor} formFactor */
    const lighthouseMedian = async (formFactor) => {
      const runs = [];
      for (let run = 0; run < options.runs; run += 1) {
        runs.push(await runLighthouse({ url, formFactor, chromePath, session: await sessionFor() }));
      }
      const figures = medianFigures(runs);
      console.log(
        `  ${label} Lighthouse ${formFactor}: score ${figures.score} (runs ${runs.map((run) => run.score).join(', ')}), ` +
          `FCP ${Math.round(figures.fcpMs)} ms, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}`,
      );
      return figures;
    };
    const lighthouse = { mobile: await lighthouseMedian('mobile'), desktop: await lighthouseMedian('desktop') };
    return { ...route, network, lighthouse };
  };

  try {
    // The market page of the route table is the stress scenario's race, made first.
    const stressEvent = await createStressEvent(stack.url('api'), adminToken);
    console.log(`\nMeasuring the federated build at ${hostUrl} (Lighthouse ×${options.runs} per form factor):`);
    /** @type {RouteResult[]} */
    const federated = [];
    for (const listed of benchRoutes) {
      if (options.only && !options.only.some((path) => listed.path.startsWith(path))) continue;
      const route = listed.path === stressMarketPage ? { ...listed, path: stressEvent.path } : listed;
      federated.push(await measure(route, route.path));
    }
    if (options.only) {
      console.log(`\nMeasured ${federated.length} route(s) only; bench/ and the README are left as they were.`);
      return;
    }

    console.log('\nMeasuring the market page under a storm of prices:');
    const marketStress = await measureMarketStress({
      browser,
      hostUrl,
      apiUrl: stack.url('api'),
      adminToken,
      session: await session(),
      event: stressEvent,
    });
    printMarketStress(marketStress);

    // The monolith takes the host's origin (its platform.json names the same api and CDN); the
    // remotes' servers go on running and are never asked.
    console.log('\nMeasuring the monolith build (host/dist-monolith) on the same origin:');
    await stack.stop('host');
    const host = appDefinition('host');
    const monolithServer = await startStaticServer({
      name: 'host (monolith)',
      dir: monolithDir,
      port: host.port,
      spa: true,
      brandHints: true,
    });
    /** @type {RouteResult[]} */
    const monolith = [];
    try {
      // The routes federation is held to the monolith on, each as the federated build was measured.
      for (const { path } of budgets.federatedOverMonolith) {
        const route = federated.find((candidate) => isBenchPath(path, candidate.path));
        if (!route) throw new Error(`budgets.mjs holds ${path} to the monolith, and the bench measures no such route`);
        monolith.push(await measure({ path: route.path, loggedIn: route.loggedIn }, `${route.path} (monolith)`));
      }
    } finally {
      await monolithServer.close();
    }

    console.log('\nMeasuring betting under load (bench/placement.mjs):');
    const placement = await benchPlacement({ apiUrl: stack.url('api'), adminToken });

    /** @type {import('./report.mjs').BenchResults} */
    const results = {
      date: new Date().toISOString(),
      machine: describeMachine(browser.version()),
      lighthouseRuns: options.runs,
      federated,
      monolith,
      placement,
      marketStress,
    };
    const verdicts = judgeBudgets(results);
    const markdown = resultsMarkdown(results, verdicts);
    mkdirSync(benchDir, { recursive: true });
    const jsonFile = join(benchDir, 'results.json');
    const markdownFile = join(benchDir, 'results.md');
    writeFileSync(jsonFile, await formatted(JSON.stringify({ ...results, budgets: verdicts }), jsonFile));
    writeFileSync(markdownFile, await formatted(`# First-load benchmark\n\n${markdown}`, markdownFile));
    await embedInReadme('bench-results', markdown);

    console.log(`\nBudgets (${verdicts.filter((verdict) => verdict.met).length} of ${verdicts.length} met):`);
    for (const verdict of verdicts) console.log(`  ${verdictLine(verdict)}`);
    console.log(`\nWrote ${markdownFile} and ${jsonFile}; README.md shows the tables.`);
    console.log(`The bench took ${formatDuration(performance.now() - startedAt)}.`);
  } finally {
    await browser.close();
    await stack.close();
  }
});
