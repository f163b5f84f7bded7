// The building blocks of the command scripts (install, build, serve, browser tests), each
// defined once and composed by scripts/*.mjs. Loads no installed package at import time:
// `npm start` and `npm test` import this module on a machine where nothing is installed yet.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { appDefinition, appDefinitions, brandUrl } from './apps.mjs';
import { CommandFailedError, linePrefixer, repoRoot, runCommand, runPnpm, waitForStopSignal } from './run.mjs';

const isCI = Boolean(process.env.CI);

/** @typedef {import('./run.mjs').Step} Step */

/** @type {Step} */
export const installStep = {
  name: 'install',
  // CI must build exactly what the lockfile pins; locally pnpm may update the lockfile.
  run: () => runPnpm(isCI ? ['install', '--frozen-lockfile'] : ['install']),
  hint: 'Is the npm registry reachable? In CI the lockfile must match every package.json: run pnpm install and commit pnpm-lock.yaml.',
};

/** @type {Step} */
export const lintStep = {
  name: 'lint (eslint)',
  run: () => runPnpm(['exec', 'eslint', '.', '--max-warnings=0']),
  hint: 'Some problems fix themselves with: node scripts/pnpm.mjs exec eslint . --fix',
};

/** @type {Step} */
export const formatCheckStep = {
  name: 'format (prettier --check)',
  run: () => runPnpm(['exec', 'prettier', '--check', '.']),
  hint: 'Rewrite the listed files with: npm run format',
};

/**
 * `tsc -b` type-checks every project and emits api/dist, which the api is started from.
 * @type {Step}
 */
export const typecheckStep = {
  name: 'typecheck (tsc -b)',
  run: () => runPnpm(['exec', 'tsc', '-b']),
};

/**
 * Every package's vitest projects; the api's money tests run on PostgreSQL too, on a server the
 * run starts from Debian's programs, installed here when missing.
 * @type {Step}
 */
export const unitTestStep = unitTestsOf([]);

/**
 * The vitest run of `files` (all of them when none are named), with the programs the PostgreSQL
 * and cluster tests start installed first.
 * @param {readonly string[]} files
 * @returns {Step}
 */
export function unitTestsOf(files) {
  return {
    name: 'unit tests (vitest)',
    run: async () => {
      await runPnpm(['exec', 'vitest', 'run', ...files], { env: { ...process.env, ...(await clusterPrograms()) } });
    },
  };
}

/**
 * One step per front-end app, remotes first. Sequential on purpose: rspack already uses
 * every core, so parallel builds on a small machine only add memory pressure and
 * interleave the output.
 * @returns {Step[]}
 */
export function appBuildSteps() {
  const apps = appDefinitions();
  const remotesFirst = [...apps.filter((app) => app.name !== 'host'), ...apps.filter((app) => app.name === 'host')];
  return remotesFirst.map((app) => ({
    name: `build ${app.name}`,
    run: () => runPnpm(['--filter', app.packageName, 'run', app.buildScript]),
  }));
}

/**
 * The host and every remote's pages as one bundle without federation, into host/dist-monolith
 * (host/rspack.monolith.config.mjs): what the benchmark compares the federated build with.
 * @type {Step}
 */
export const monolithBuildStep = {
  name: 'build monolith (host/dist-monolith)',
  run: () =>
    runPnpm([
      '--filter',
      appDefinition('host').packageName,
      'exec',
      'rspack',
      'build',
      '--mode',
      'production',
      '--config',
      'rspack.monolith.config.mjs',
    ]),
};

/** tsc -b (api and type declarations), then every front-end app. */
export function buildSteps() {
  return [typecheckStep, ...appBuildSteps()];
}

/**
 * Every built remote manifest (and every published version) against the host's contracts and
 * shared versions: scripts/check-manifests.mjs, in a process of its own because it loads semver,
 * which this module may not import before the install.
 * @type {Step}
 */
export const manifestCheckStep = {
  name: 'remote manifests (check:manifests)',
  run: () => runCommand(process.execPath, [join(repoRoot, 'scripts', 'check-manifests.mjs')]),
  hint: "A remote lacks an expose of its contract or shares a library outside the host's range: see above.",
};

/**
 * Installs Debian's `packageName` with apt-get (through sudo when not root), or says why it cannot.
 * @param {string} packageName
 * @param {string} manualFix what to do by hand instead
 */
async function aptInstall(packageName, manualFix) {
  if (!existsSync('/usr/bin/apt-get')) {
    throw new Error(`${packageName} is not installed and apt-get is not available. ${manualFix}`);
  }
  const isRoot = process.getuid?.() === 0;
  if (!isRoot && !existsSync('/usr/bin/sudo')) {
    throw new Error(
      `${packageName} is not installed; installing it needs root and sudo is not available. ${manualFix}`,
    );
  }
  console.log(
    `${packageName} is not installed; installing Debian's ${packageName} package${isRoot ? '' : ' with sudo'}.`,
  );
  /** @param {string[]} args */
  const aptGet = (args) => {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    return isRoot ? runCommand('apt-get', args, { env }) : runCommand('sudo', ['apt-get', ...args], { env });
  };
  try {
    await aptGet(['update']);
    await aptGet(['install', '-y', packageName]);
  } catch (error) {
    const reason = error instanceof CommandFailedError ? error.message : String(error);
    throw new Error(`Installing ${packageName} failed: ${reason}. ${manualFix}`, { cause: error });
  }
}

const defaultChromiumPath = '/usr/bin/chromium';

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH, or Debian's package, which is
 * installed with apt-get when missing (Playwright's own browser downloads are not used).
 * @returns {Promise<string>} the executable's path
 */
export async function ensureChromium() {
  const configuredPath = process.env.CHROMIUM_PATH;
  if (configuredPath) {
    if (!existsSync(configuredPath)) throw new Error(`CHROMIUM_PATH=${configuredPath} does not exist.`);
    return configuredPath;
  }
  if (existsSync(defaultChromiumPath)) return defaultChromiumPath;
  const manualFix = 'Install Chromium yourself and set CHROMIUM_PATH to its executable.';
  await aptInstall('chromium', manualFix);
  if (!existsSync(defaultChromiumPath)) {
    throw new Error(`apt-get installed chromium but ${defaultChromiumPath} does not exist. ${manualFix}`);
  }
  return defaultChromiumPath;
}

/** The newest of Debian's PostgreSQL program folders (`/usr/lib/postgresql/<version>/bin`), if any. */
function installedPostgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const [newest] = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return newest === undefined ? undefined : join(root, newest, 'bin');
}

/**
 * PostgreSQL's programs for the api's tests on PostgreSQL: POSTGRES_BIN_DIR, or Debian's
 * postgresql package, installed with apt-get when missing. The tests start a server of their own;
 * the package's own cluster is neither used nor needed.
 * @returns {Promise<string>} the folder holding initdb and pg_ctl
 */
export async function ensurePostgres() {
  const configured = process.env.POSTGRES_BIN_DIR;
  if (configured) {
    if (!existsSync(join(configured, 'initdb'))) throw new Error(`POSTGRES_BIN_DIR=${configured} holds no initdb.`);
    return configured;
  }
  const installed = installedPostgresBinDir();
  if (installed !== undefined) return installed;
  const manualFix = "Install PostgreSQL's server programs yourself and set POSTGRES_BIN_DIR to the folder of initdb.";
  await aptInstall('postgresql', manualFix);
  const added = installedPostgresBinDir();
  if (added === undefined) throw new Error(`apt-get installed postgresql but no initdb was found. ${manualFix}`);
  return added;
}

/**
 * A program of Debian's `packageName` package at `defaultPath`: the `variable` the environment sets,
 * or the package's, installed with apt-get when missing. The tests start their own instances; the
 * package's own service is neither used nor needed.
 * @param {{ packageName: string, defaultPath: string, variable: string }} program
 * @returns {Promise<string>} the program's path
 */
async function ensureProgram({ packageName, defaultPath, variable }) {
  const configured = process.env[variable];
  if (configured) {
    if (!existsSync(configured)) throw new Error(`${variable}=${configured} does not exist.`);
    return configured;
  }
  if (existsSync(defaultPath)) return defaultPath;
  const manualFix = `Install ${packageName} yourself and set ${variable} to its program.`;
  await aptInstall(packageName, manualFix);
  if (!existsSync(defaultPath)) {
    throw new Error(`apt-get installed ${packageName} but ${defaultPath} does not exist. ${manualFix}`);
  }
  return defaultPath;
}

/** Redis's server, for the api's tests of several processes and `npm run cluster`. */
export const ensureRedis = () =>
  ensureProgram({ packageName: 'redis-server', defaultPath: '/usr/bin/redis-server', variable: 'REDIS_SERVER_PATH' });

/** HAProxy, the load balancer in front of several api processes (tests and `npm run cluster`). */
export const ensureHaproxy = () =>
  ensureProgram({ packageName: 'haproxy', defaultPath: '/usr/sbin/haproxy', variable: 'HAPROXY_PATH' });

/**
 * The Playwright suite in e2e/ against the production builds.
 * @param {string[]} playwrightArgs passed on to `playwright test` (e.g. --grep smoke)
 * @returns {Step}
 */
export function browserTestStep(playwrightArgs) {
  return {
    name: 'browser tests (playwright)',
    run: async () => {
      const chromiumPath = await ensureChromium();
      // cluster.spec.ts starts a deployment of its own (PostgreSQL, Redis, HAProxy).
      const programs = await clusterPrograms();
      await runPnpm(['--filter', '@exchange/e2e', 'exec', 'playwright', 'test', ...playwrightArgs], {
        env: { ...process.env, ...programs, CHROMIUM_PATH: chromiumPath },
      });
    },
    hint: `Report: ${join(repoRoot, 'e2e', 'playwright-report', 'index.html')} (traces of failed tests are in e2e/test-results).`,
  };
}

/**
 * The api's own settings under `npm start` / `npm run serve`, a demo deployment: the payment
 * sandbox is on (a deposit can be completed on the demo payer page) unless the environment says.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {NodeJS.ProcessEnv}
 */
export function servedApiEnv(env = process.env) {
  return { SANDBOX_PAYMENTS: env.SANDBOX_PAYMENTS || 'on' };
}

/** The Debian programs a deployment on this machine runs on, installed with apt-get when missing. */
async function clusterPrograms() {
  return {
    POSTGRES_BIN_DIR: await ensurePostgres(),
    REDIS_SERVER_PATH: await ensureRedis(),
    HAPROXY_PATH: await ensureHaproxy(),
  };
}

/**
 * Serves the existing production builds and the api until Ctrl-C (with `cluster`, the api as a
 * deployment on this machine: `api/src/cluster/cluster-main.ts`). An api that stops on its own is
 * started again while the front-end servers stay up (startAppStack); only when it keeps failing
 * right after each start does everything stop, with the reason.
 */
export async function serveBuilds({ cluster = false } = {}) {
  // Loaded here rather than at the top because it imports sirv, which `npm start` installs
  // only after this module has been loaded.
  const { startAppStack } = await import('./app-servers.mjs');
  const stack = await startAppStack({
    apiEnv: cluster ? { ...servedApiEnv(), ...(await clusterPrograms()) } : servedApiEnv(),
    ...(cluster ? { apiEntryPoint: join(repoRoot, 'api', 'dist', 'cluster', 'cluster-main.js') } : {}),
    forwardApiOutput: linePrefixer('api', 'api'.length),
  });

  const nameWidth = Math.max(...stack.apps.map((app) => app.name.length));
  const host = appDefinition('host').url;
  console.log('\nThe exchange is running:');
  for (const app of stack.apps) console.log(`  ${app.name.padEnd(nameWidth)}  ${app.url}`);
  console.log(`  ${'api'.padEnd(nameWidth)}  ${stack.url('api')}`);
  console.log(`\nOpen ${host}`);
  console.log(`Each brand has its own origin: ${brandUrl(host, '<brand>')}`);
  console.log('Press Ctrl-C to stop.\n');

  const outcome = await Promise.race([
    waitForStopSignal().then((signal) => ({ signal })),
    stack.api.gaveUp.then((error) => ({ error })),
  ]);
  console.log('\nStopping…');
  await stack.close();
  if ('error' in outcome) {
    throw new Error(`${outcome.error.message}\nThe front-end servers were stopped too.`, { cause: outcome.error });
  }
}
