// Keeps a long-running process (the api of `npm start` and of the browser tests) up: when it stops
// without being asked to, it is started again after a growing wait, and given up on only when it
// keeps dying straight after its start (a broken build must not loop for ever). Node built-ins only.
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * @typedef {object} RestartPolicyOptions
 * @property {number} firstDelayMs the wait before the first restart; each further one doubles it
 * @property {number} maxDelayMs the longest wait
 * @property {number} healthyAfterMs a run at least this long starts the waits from the first again
 * @property {number} quickExitMs a run shorter than this (or a start that never got ready) is a quick exit
 * @property {number} maxQuickExits this many quick exits in a row, the first start's included, give up
 */

/** @type {Readonly<RestartPolicyOptions>} */
export const defaultRestartPolicy = Object.freeze({
  firstDelayMs: 500,
  maxDelayMs: 30_000,
  healthyAfterMs: 60_000,
  quickExitMs: 10_000,
  maxQuickExits: 5,
});

/**
 * @typedef {{ restart: true, delayMs: number, attempt: number } | { restart: false, quickExits: number }} RestartDecision
 */

/**
 * What to do each time the process stops: restart after a wait (0.5 s, 1 s, 2 s … up to 30 s by
 * default, numbered from 1 since it last ran healthy) or give up.
 * @param {Partial<RestartPolicyOptions>} [options]
 */
export function createRestartPolicy(options = {}) {
  const { firstDelayMs, maxDelayMs, healthyAfterMs, quickExitMs, maxQuickExits } = {
    ...defaultRestartPolicy,
    ...options,
  };
  let attempt = 0;
  let quickExits = 0;
  return {
    /**
     * @param {object} run the run that just ended
     * @param {number} run.ranMs from its start to its end
     * @param {boolean} run.becameReady false when it failed before it was ready
     * @returns {RestartDecision}
     */
    next({ ranMs, becameReady }) {
      if (becameReady && ranMs >= healthyAfterMs) attempt = 0;
      quickExits = !becameReady || ranMs < quickExitMs ? quickExits + 1 : 0;
      if (quickExits >= maxQuickExits) return { restart: false, quickExits };
      attempt += 1;
      return { restart: true, delayMs: Math.min(firstDelayMs * 2 ** (attempt - 1), maxDelayMs), attempt };
    },
  };
}

/** @param {number} ms e.g. 500 → "0.5 s", 30000 → "30 s" */
export function formatDelay(ms) {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

/** @typedef {{ code: number | null, signal: NodeJS.Signals | null }} ProcessExit */

/**
 * @typedef {object} SupervisedRun one run of the process, ready to serve
 * @property {string} url where it answers
 * @property {Promise<ProcessExit>} exited
 * @property {(signal: NodeJS.Signals) => boolean} kill
 * @property {() => Promise<void>} close stops it on purpose
 */

/**
 * @template {SupervisedRun} Run
 * @typedef {object} Supervisor
 * @property {() => Run | undefined} current the run up now, none while waiting or starting
 * @property {Promise<Error>} gaveUp settles (with why) only when the process is not restarted again
 * @property {() => Promise<void>} close stops restarting, then stops the process
 */

/**
 * @param {unknown} error
 * @returns {string} its first line
 */
const firstLine = (error) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/**
 * Watches a started process and restarts it whenever it stops unless `close` stopped it. Each stop
 * and each return is logged; after `maxQuickExits` quick exits in a row `gaveUp` settles with an
 * error that says why (the last failed start's message in full) and nothing is restarted.
 * @template {SupervisedRun} Run
 * @param {object} options
 * @param {string} options.name in the log lines, e.g. "api"
 * @param {Run} options.first the run already started (the caller reports a failing first start)
 * @param {number} options.firstStartedAt when that run was started (options.now's clock)
 * @param {() => Promise<Run>} options.start starts a new run and resolves once it is ready
 * @param {Partial<RestartPolicyOptions>} [options.policy]
 * @param {(line: string) => void} [options.log]
 * @param {(run: Run, exit: ProcessExit) => string} [options.exitDetails] appended to the stop's log line
 * @param {(ms: number, signal: AbortSignal) => Promise<unknown>} [options.wait] rejects when aborted
 * @param {() => number} [options.now]
 * @returns {Supervisor<Run>}
 */
export function superviseProcess({
  name,
  first,
  firstStartedAt,
  start,
  policy = {},
  log = (line) => console.error(line),
  exitDetails = () => '',
  wait = (ms, signal) => sleep(ms, undefined, { signal }),
  now = Date.now,
}) {
  const restartPolicy = createRestartPolicy(policy);
  const { quickExitMs } = { ...defaultRestartPolicy, ...policy };
  const stopping = new AbortController();
  /** @type {Run | undefined} */
  let run = first;
  /** @type {Promise<Run> | undefined} */
  let starting;
  /** @type {(error: Error) => void} */
  let reportGaveUp = () => {};
  /** @type {Promise<Error>} */
  const gaveUp = new Promise((resolve) => {
    reportGaveUp = resolve;
  });

  /**
   * Restarts until a run is ready (true) or the supervisor gives up or is closed (false).
   * @param {{ ranMs: number, becameReady: boolean, reason: string, details: string }} ended
   */
  const restart = async (ended) => {
    let { ranMs, becameReady, reason, details } = ended;
    for (;;) {
      const decision = restartPolicy.next({ ranMs, becameReady });
      if (!decision.restart) {
        reportGaveUp(
          new Error(
            `The ${name} stopped ${decision.quickExits} times in a row within ${formatDelay(quickExitMs)} of starting, ` +
              `so it is not restarted again (last: ${reason}).${details}`,
          ),
        );
        return false;
      }
      const what = becameReady ? `The ${name} stopped (${reason})` : `The ${name} did not start (${reason})`;
      const output = becameReady ? details : '';
      log(`${what}; restarting in ${formatDelay(decision.delayMs)} (attempt ${decision.attempt})…${output}`);
      try {
        await wait(decision.delayMs, stopping.signal);
      } catch {
        return false;
      }
      if (stopping.signal.aborted) return false;
      const startedAt = now();
      starting = start();
      try {
        run = await starting;
      } catch (error) {
        if (stopping.signal.aborted) return false;
        ranMs = now() - startedAt;
        becameReady = false;
        reason = firstLine(error);
        // The rest of a failed start's message is the process's output: shown once, when giving up.
        details = (error instanceof Error ? error.message : String(error)).slice(reason.length);
        continue;
      } finally {
        starting = undefined;
      }
      if (stopping.signal.aborted) {
        await run.close();
        return false;
      }
      log(`The ${name} is back on ${run.url}.`);
      return { run, startedAt };
    }
  };

  const watch = async () => {
    let startedAt = firstStartedAt;
    for (;;) {
      const current = run;
      if (current === undefined) return;
      const exit = await current.exited;
      if (stopping.signal.aborted) return;
      run = undefined;
      const restarted = await restart({
        ranMs: now() - startedAt,
        becameReady: true,
        reason: exit.signal ?? `code ${exit.code}`,
        details: exitDetails(current, exit),
      });
      if (restarted === false) return;
      startedAt = restarted.startedAt;
    }
  };
  const watching = watch();

  return {
    current: () => run,
    gaveUp,
    close: async () => {
      stopping.abort();
      const pendingStart = starting;
      await Promise.all([run?.close(), pendingStart?.then((started) => started.close()).catch(() => {})]);
      await watching;
    },
  };
}
