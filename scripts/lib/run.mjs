// Process plumbing shared by the command scripts: run tools, time a sequence of steps,
// prefix the output of parallel processes, react to Ctrl-C.
// Node built-ins only: these helpers run before `pnpm install` has installed anything.
import { spawn, spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import { pnpmSpec } from '../pnpm.mjs';

/** Absolute path of the repository root, with a trailing separator. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A command that ran but did not succeed; `message` names the command and how it ended. */
export class CommandFailedError extends Error {
  /**
   * @param {string} display the command line as shown to the user
   * @param {number | null} exitCode
   * @param {NodeJS.Signals | null} signal
   */
  constructor(display, exitCode, signal) {
    super(`\`${display}\` ${signal ? `was stopped by ${signal}` : `exited with code ${exitCode}`}`);
    this.name = 'CommandFailedError';
    this.exitCode = exitCode;
  }
}

/**
 * Runs a command with the terminal as its stdio and resolves when it succeeds.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, display?: string }} [options]
 *   `display` replaces the command line in error messages.
 * @returns {Promise<void>}
 */
export function runCommand(command, args, options = {}) {
  const { cwd = repoRoot, env = process.env, display = [command, ...args].join(' ') } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => {
      if (exitCode === 0) resolve();
      else reject(new CommandFailedError(display, exitCode, signal));
    });
  });
}

/** @type {string | undefined} */
let pnpmEntryPoint;

/**
 * The pinned pnpm's CLI script. npx locates it (downloading pnpm on first use) once per
 * script run; later calls start it with node directly, which saves npx's start-up cost
 * (about two seconds and a screen of npm warnings) on every step.
 */
function resolvePnpmEntryPoint() {
  if (pnpmEntryPoint) return pnpmEntryPoint;
  const lookup = spawnSync('npx', ['-y', '-p', pnpmSpec, '-c', 'command -v pnpm'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  const binPath = lookup.stdout?.trim().split('\n').at(-1);
  if (lookup.status !== 0 || !binPath) {
    throw new Error(
      `Could not obtain ${pnpmSpec} through npx (exit ${lookup.status ?? lookup.signal}).\n${lookup.stderr ?? lookup.error?.message ?? ''}`,
    );
  }
  pnpmEntryPoint = realpathSync(binPath);
  return pnpmEntryPoint;
}

/**
 * The executable and arguments that run the pinned pnpm with `args`.
 * @param {string[]} args
 * @returns {{ command: string, args: string[] }}
 */
export function pnpmCommand(args) {
  return { command: process.execPath, args: [resolvePnpmEntryPoint(), ...args] };
}

/**
 * Runs the pinned pnpm (in the repository root unless `cwd` says otherwise).
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 */
export function runPnpm(args, options = {}) {
  const { command, args: fullArgs } = pnpmCommand(args);
  return runCommand(command, fullArgs, { ...options, display: `pnpm ${args.join(' ')}` });
}

/**
 * @typedef {object} Step
 * @property {string} name shown while running and in the summary
 * @property {() => Promise<void>} run
 * @property {string} [hint] printed when the step fails: what to do about it
 */

/** @param {number} milliseconds */
export function formatDuration(milliseconds) {
  if (milliseconds < 60_000) return `${(milliseconds / 1000).toFixed(1)} s`;
  const minutes = Math.floor(milliseconds / 60_000);
  const seconds = Math.round((milliseconds % 60_000) / 1000);
  return `${minutes} min ${seconds} s`;
}

/**
 * Runs `steps` in order and stops at the first failure. Prints every step's duration at
 * the end (failed and skipped steps included), then what failed and the step's hint, and
 * sets the process's exit code to 1.
 * @param {Step[]} steps
 * @returns {Promise<boolean>} whether every step succeeded
 */
export async function runSteps(steps) {
  /** @type {{ name: string, outcome: 'passed' | 'failed' | 'skipped', milliseconds?: number }[]} */
  const results = [];
  /** @type {{ step: Step, error: unknown } | undefined} */
  let failure;
  for (const step of steps) {
    if (failure) {
      results.push({ name: step.name, outcome: 'skipped' });
      continue;
    }
    console.log(`\n▶ ${step.name}`);
    const startedAt = performance.now();
    try {
      await step.run();
      const milliseconds = performance.now() - startedAt;
      results.push({ name: step.name, outcome: 'passed', milliseconds });
      console.log(`✔ ${step.name} (${formatDuration(milliseconds)})`);
    } catch (error) {
      results.push({ name: step.name, outcome: 'failed', milliseconds: performance.now() - startedAt });
      failure = { step, error };
    }
  }

  const nameWidth = Math.max(...results.map((result) => result.name.length));
  const marks = { passed: '✔', failed: '✖', skipped: '-' };
  console.log('\nSteps:');
  for (const { name, outcome, milliseconds } of results) {
    const duration = milliseconds === undefined ? 'skipped' : formatDuration(milliseconds);
    console.log(`  ${marks[outcome]} ${name.padEnd(nameWidth)}  ${duration.padStart(10)}`);
  }
  const total = results.reduce((sum, result) => sum + (result.milliseconds ?? 0), 0);
  console.log(`    ${'total'.padEnd(nameWidth)}  ${formatDuration(total).padStart(10)}`);

  if (!failure) return true;
  const reason = failure.error instanceof Error ? failure.error.message : String(failure.error);
  console.error(`\n✖ ${failure.step.name} failed: ${reason}`);
  if (failure.step.hint) console.error(`  ${failure.step.hint}`);
  process.exitCode = 1;
  return false;
}

/**
 * Runs a script's main function; an error ends the process with its message (no stack
 * trace: the expected failures, such as a busy port, explain themselves) and exit code 1.
 * @param {() => Promise<unknown>} main
 */
export function runMain(main) {
  main().catch((/** @type {unknown} */ error) => {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}

/**
 * Resolves with the first SIGINT or SIGTERM. A second one ends the process at once, for
 * when the graceful shutdown hangs.
 * @returns {Promise<NodeJS.Signals>}
 */
export function waitForStopSignal() {
  return new Promise((resolve) => {
    /** @param {NodeJS.Signals} signal */
    const onFirstSignal = (signal) => {
      process.off('SIGINT', onFirstSignal);
      process.off('SIGTERM', onFirstSignal);
      process.once('SIGINT', () => process.exit(130));
      process.once('SIGTERM', () => process.exit(143));
      resolve(signal);
    };
    process.on('SIGINT', onFirstSignal);
    process.on('SIGTERM', onFirstSignal);
  });
}

const prefixColors = ['36', '35', '33', '32', '34', '31'];
let nextPrefixColor = 0;

/**
 * A writer that prints each line of a stream of text chunks behind `[name]`, so that the
 * output of several processes stays readable when it interleaves.
 * @param {string} name
 * @param {number} width the prefix is padded to this many characters
 * @returns {(stream: NodeJS.ReadableStream, target: NodeJS.WriteStream) => void}
 */
export function linePrefixer(name, width) {
  const label = `[${name}]`.padEnd(width + 2);
  const color = prefixColors[nextPrefixColor++ % prefixColors.length];
  return (stream, target) => {
    const prefix = target.isTTY ? `\u001b[${color}m${label}\u001b[0m ` : `${label} `;
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      target.write(`${prefix}${line}\n`);
    });
  };
}
