// `npm run dev`: the api (tsx watch) and every app's rspack dev server, in parallel, each
// output line prefixed with its name. Ctrl-C stops them all; so does any one of them exiting.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

import { apiDefinition, appDefinition, appDefinitions, brandUrl, localPortsSetting } from './lib/apps.mjs';
import { linePrefixer, pnpmCommand, repoRoot, runMain, waitForStopSignal } from './lib/run.mjs';

const gracePeriodMs = 5_000;

runMain(async () => {
  const api = apiDefinition();
  const apps = appDefinitions();
  const processes = [
    {
      name: 'api',
      packageName: api.packageName,
      script: 'dev',
      env: {
        PORT: String(api.port),
        HOST: '127.0.0.1',
        LOCAL_PORTS: localPortsSetting(),
        // A development machine pays its own deposits on the simulated payer page, and the apps
        // say so with their "sandbox" mark; SANDBOX_PAYMENTS=off in the shell turns both off.
        SANDBOX_PAYMENTS: process.env.SANDBOX_PAYMENTS || 'on',
      },
    },
    ...apps.map((app) => ({ name: app.name, packageName: app.packageName, script: app.devScript, env: {} })),
  ];
  const nameWidth = Math.max(...processes.map((entry) => entry.name.length));

  const children = processes.map(({ name, packageName, script, env }) => {
    const { command, args } = pnpmCommand(['--filter', packageName, 'run', script]);
    // Its own process group, so that stopping it also stops what pnpm started (rspack, tsx).
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const prefix = linePrefixer(name, nameWidth);
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    /** @type {Promise<{ name: string, code: number | null, signal: NodeJS.Signals | null }>} */
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ name, code, signal })));
    return { child, exited };
  });

  const host = appDefinition('host').url;
  console.log(`Starting the api and ${apps.length} dev servers. Open ${host} (brands: ${brandUrl(host, '<brand>')}).`);
  console.log('Press Ctrl-C to stop.\n');

  const firstEnd = await Promise.race([
    waitForStopSignal().then(() => undefined),
    ...children.map((entry) => entry.exited),
  ]);
  if (firstEnd) {
    console.error(`\n${firstEnd.name} exited (${firstEnd.signal ?? `code ${firstEnd.code}`}); stopping the others.`);
    process.exitCode = 1;
  }

  /** @param {NodeJS.Signals} signal */
  const signalGroups = (signal) => {
    for (const { child } of children) {
      if (child.pid === undefined) continue;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Nothing is left in that group.
      }
    }
  };
  // What Ctrl-C in a terminal sends: the dev servers and tsx shut down cleanly on it.
  signalGroups('SIGINT');
  await Promise.race([
    Promise.all(children.map((entry) => entry.exited)),
    sleep(gracePeriodMs, undefined, { ref: false }),
  ]);
  // Whatever is still alive ignored SIGINT or outlived its pnpm parent.
  signalGroups('SIGKILL');
});
