// `npm run bench:profile -- [--route /index] [--cpu 4] [--runs 3]`: where a route's first load spends
// the main thread. Serves the production builds (run `npm run build` first), opens the route as a
// logged-in player in headless Chromium with the CPU slowed as Lighthouse's mobile preset does, and
// prints its long tasks, each with the scripts its CPU samples ran in, and a CPU profile's self time
// by script and by function (the median run's).
// Figures to find what to cut, not budgets: `npm run bench` judges those.
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

import { runMain } from '../../scripts/lib/run.mjs';
import { newSession } from './bench-session.mjs';
import { withBenchStack } from './bench-stack.mjs';
import { storeSession } from './network-profile.mjs';
import { longTasksOf, selfTimeByFunction, selfTimeByScript } from './profile-summary.mjs';

const usage = `Usage: npm run bench:profile -- [--route <path>] [--cpu <1-20>] [--runs <1-9>]
  --route  the logged-in route to open (default /index); /auth/login opens logged out
  --cpu    CPU slow-down (default 4, as Lighthouse's mobile preset); with 1, the tasks its simulation
           would make long (over 12.5 ms, as it scales the unthrottled trace's tasks by 4)
  --runs   loads to profile; the one with the median total of long tasks is printed (default 3)
  --save   also write the median run's CPU profile to this file (.cpuprofile, opens in Chromium's DevTools)`;

function readOptions() {
  const { values } = parseArgs({
    options: {
      route: { type: 'string', default: '/index' },
      cpu: { type: 'string', default: '4' },
      runs: { type: 'string', default: '3' },
      save: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const cpu = Number(values.cpu);
  const runs = Number(values.runs);
  if (!Number.isInteger(cpu) || cpu < 1 || cpu > 20) throw new Error(`--cpu must be 1 to 20\n${usage}`);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error(`--runs must be 1 to 9\n${usage}`);
  if (!values.route.startsWith('/')) throw new Error(`--route is a path such as /lobby\n${usage}`);
  return { route: values.route, cpu, runs, save: values.save };
}

/**
 * One cold load of `url`, profiled until `ready` and two quiet seconds after it.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {Record<string, string> | undefined} session
 * @param {number} cpu
 */
async function profileLoad(browser, url, session, cpu) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  try {
    if (session) await storeSession(page, new URL(url).origin, session);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler'],
    });
    await page.goto(url);
    const shown = session
      ? page.getByLabel('Available', { exact: true })
      : page.getByRole('button', { name: 'Login with demo ID' });
    await shown.waitFor({ state: 'visible', timeout: 120_000 });
    await page.waitForTimeout(2000);
    const { profile } = await cdp.send('Profiler.stop');
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    return { profile, longTasks: longTasksOf(trace.traceEvents ?? trace, (50 * cpu) / 4) };
  } finally {
    await context.close();
  }
}

/** @param {number} value */
const ms = (value) => `${Math.round(value)} ms`;

runMain(async () => {
  const options = readOptions();
  await withBenchStack(async ({ stack, browser, adminToken }) => {
    const url = `${stack.url('host')}${options.route}`;
    const loggedIn = options.route !== '/auth/login';
    const loads = [];
    for (let run = 0; run < options.runs; run += 1) {
      const session = loggedIn ? await newSession(stack.url('api'), adminToken, `profile-${run}`) : undefined;
      const load = await profileLoad(browser, url, session, options.cpu);
      // As the mobile preset counts it: each task's time at CPU ÷4, less 50 ms.
      const blocking = load.longTasks.reduce(
        (sum, task) => sum + Math.max(0, (task.duration * 4) / options.cpu - 50),
        0,
      );
      loads.push({ ...load, blocking });
      console.log(`  run ${run + 1}: ${load.longTasks.length} long tasks, blocking ${ms(blocking)}`);
    }
    loads.sort((a, b) => a.blocking - b.blocking);
    const median = loads[Math.floor(loads.length / 2)];
    if (median === undefined) throw new Error('No load was profiled.');
    if (options.save) await writeFile(options.save, JSON.stringify(median.profile));
    console.log(`\n${options.route}, CPU ÷${options.cpu}, the median run (blocking ${ms(median.blocking)} at ÷4):`);
    console.log('Long tasks (start from the first task, duration; then what ran in each, largest first):');
    for (const task of median.longTasks) {
      console.log(`  ${ms(task.start).padStart(8)}  ${ms(task.duration)}`);
      for (const { what, durationMs } of task.parts.slice(0, 6))
        console.log(`      ${ms(durationMs).padStart(7)}  ${what}`);
    }
    console.log(`\nSelf time by script (ms at CPU ÷${options.cpu}):`);
    for (const { script, selfMs } of selfTimeByScript(median.profile).slice(0, 20)) {
      console.log(`  ${ms(selfMs).padStart(8)}  ${script}`);
    }
    console.log(`\nSelf time by function (ms at CPU ÷${options.cpu}):`);
    for (const { name, script, selfMs } of selfTimeByFunction(median.profile).slice(0, 30)) {
      console.log(`  ${ms(selfMs).padStart(8)}  ${name}  ${script}`);
    }
  });
});
