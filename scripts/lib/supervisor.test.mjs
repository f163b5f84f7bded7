import { describe, expect, it } from 'vitest';

import { createRestartPolicy, defaultRestartPolicy, formatDelay, superviseProcess } from './supervisor.mjs';

/** @typedef {import('./supervisor.mjs').ProcessExit} ProcessExit */

describe('createRestartPolicy', () => {
  it('waits 0.5 s, then twice as long before each further restart, at most 30 s', () => {
    const policy = createRestartPolicy();
    // Runs long enough not to count as quick exits, short enough not to count as healthy.
    const delays = Array.from({ length: 9 }, () => policy.next({ ranMs: 20_000, becameReady: true }));
    expect(delays).toEqual(
      [500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000].map((delayMs, index) => ({
        restart: true,
        delayMs,
        attempt: index + 1,
      })),
    );
  });

  it('starts from the first wait again after a run that stayed up a minute', () => {
    const policy = createRestartPolicy();
    policy.next({ ranMs: 20_000, becameReady: true });
    policy.next({ ranMs: 20_000, becameReady: true });
    expect(policy.next({ ranMs: 20_000, becameReady: true })).toMatchObject({ delayMs: 2_000, attempt: 3 });
    expect(policy.next({ ranMs: 60_000, becameReady: true })).toEqual({ restart: true, delayMs: 500, attempt: 1 });
  });

  it('gives up at the fifth run in a row that ended within 10 s of its start', () => {
    const policy = createRestartPolicy();
    for (let index = 0; index < 4; index += 1) {
      expect(policy.next({ ranMs: 9_999, becameReady: true })).toMatchObject({ restart: true });
    }
    expect(policy.next({ ranMs: 9_999, becameReady: true })).toEqual({ restart: false, quickExits: 5 });
  });

  it('counts a start that never became ready as a quick exit, however long it took', () => {
    const policy = createRestartPolicy();
    for (let index = 0; index < 4; index += 1) policy.next({ ranMs: 60_000, becameReady: false });
    expect(policy.next({ ranMs: 60_000, becameReady: false })).toEqual({ restart: false, quickExits: 5 });
  });

  it('forgets earlier quick exits after a run that lasted 10 s', () => {
    const policy = createRestartPolicy();
    for (let index = 0; index < 4; index += 1) policy.next({ ranMs: 1_000, becameReady: true });
    expect(policy.next({ ranMs: 10_000, becameReady: true })).toMatchObject({ restart: true });
    for (let index = 0; index < 4; index += 1) {
      expect(policy.next({ ranMs: 1_000, becameReady: true })).toMatchObject({ restart: true });
    }
    expect(policy.next({ ranMs: 1_000, becameReady: true })).toMatchObject({ restart: false });
  });

  it('takes other numbers', () => {
    const policy = createRestartPolicy({ firstDelayMs: 100, maxDelayMs: 250, maxQuickExits: 2 });
    expect(policy.next({ ranMs: 0, becameReady: true })).toEqual({ restart: true, delayMs: 100, attempt: 1 });
    expect(policy.next({ ranMs: 0, becameReady: true })).toEqual({ restart: false, quickExits: 2 });
    expect(defaultRestartPolicy).toEqual({
      firstDelayMs: 500,
      maxDelayMs: 30_000,
      healthyAfterMs: 60_000,
      quickExitMs: 10_000,
      maxQuickExits: 5,
    });
  });
});

describe('formatDelay', () => {
  it('writes seconds as a person would', () => {
    expect([500, 1_000, 2_000, 30_000, 1_250].map(formatDelay)).toEqual(['0.5 s', '1 s', '2 s', '30 s', '1.3 s']);
  });
});

/**
 * A process run driven by the test: `exit` ends it as a crash would; `close` as asked.
 * @param {string} url
 */
function fakeRun(url) {
  /** @type {(exit: ProcessExit) => void} */
  let end = () => {};
  /** @type {Promise<ProcessExit>} */
  const exited = new Promise((resolve) => {
    end = resolve;
  });
  const run = {
    url,
    exited,
    closed: false,
    /** @type {NodeJS.Signals[]} */
    signals: [],
    /** @param {ProcessExit} exit */
    exit: (exit) => end(exit),
    /** @param {NodeJS.Signals} signal */
    kill: (signal) => {
      run.signals.push(signal);
      end({ code: null, signal });
      return true;
    },
    close: async () => {
      run.closed = true;
      end({ code: 0, signal: null });
      await exited;
    },
  };
  return run;
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/**
 * A supervisor on a clock the test moves, whose waits resolve when the test says.
 * @param {object} [options]
 * @param {(attempt: number) => Promise<ReturnType<typeof fakeRun>>} [options.start]
 */
function supervised({ start } = {}) {
  let clock = 0;
  /** @type {string[]} */
  const lines = [];
  /** @type {{ ms: number, resolve: () => void, reject: (error: Error) => void }[]} */
  const waits = [];
  const first = fakeRun('http://api.test/1');
  /** @type {ReturnType<typeof fakeRun>[]} */
  const runs = [first];
  let starts = 0;
  const supervisor = superviseProcess({
    name: 'api',
    first,
    firstStartedAt: clock,
    start:
      start === undefined
        ? async () => {
            starts += 1;
            const run = fakeRun(`http://api.test/${starts + 1}`);
            runs.push(run);
            return run;
          }
        : () => start(++starts),
    log: (line) => lines.push(line),
    exitDetails: (_run, exit) => (exit.code === 1 ? '\n(output)' : ''),
    wait: (ms, signal) =>
      new Promise((resolve, reject) => {
        const entry = { ms, resolve: () => resolve(undefined), reject };
        waits.push(entry);
        signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
      }),
    now: () => clock,
  });
  return {
    supervisor,
    lines,
    waits,
    runs,
    /** @param {number} ms */
    advance: (ms) => {
      clock += ms;
    },
    /** Ends the wait in progress (the restart then happens). */
    finishWait: async () => {
      const wait = waits.at(-1);
      if (!wait) throw new Error('nothing is waiting');
      wait.resolve();
      await settle();
    },
  };
}

describe('superviseProcess', () => {
  it('starts the process again after it stopped on its own, and says so', async () => {
    const { supervisor, lines, waits, runs, advance, finishWait } = supervised();
    advance(20_000);
    runs[0]?.exit({ code: 1, signal: null });
    await settle();
    expect(lines).toEqual(['The api stopped (code 1); restarting in 0.5 s (attempt 1)…\n(output)']);
    expect(waits.map((wait) => wait.ms)).toEqual([500]);
    expect(supervisor.current()).toBeUndefined();

    await finishWait();
    expect(lines.at(-1)).toBe('The api is back on http://api.test/2.');
    expect(supervisor.current()).toBe(runs[1]);

    advance(20_000);
    runs[1]?.kill('SIGKILL');
    await settle();
    expect(lines.at(-1)).toBe('The api stopped (SIGKILL); restarting in 1 s (attempt 2)…');
    await finishWait();
    expect(supervisor.current()).toBe(runs[2]);
    await supervisor.close();
  });

  it('gives up after five quick exits in a row, with the last failed start in full', async () => {
    let failures = 0;
    const { supervisor, lines, advance, finishWait, runs } = supervised({
      start: async () => {
        failures += 1;
        advance(1_000);
        throw new Error(`The api exited (code 1) before answering.\n--- api output ---\nboom ${failures}`);
      },
    });
    /** @type {Error | undefined} */
    let gaveUp;
    void supervisor.gaveUp.then((error) => {
      gaveUp = error;
    });
    advance(3_000);
    runs[0]?.exit({ code: 1, signal: null });
    await settle();
    for (let attempt = 1; attempt <= 4; attempt += 1) await finishWait();
    expect(lines).toEqual([
      'The api stopped (code 1); restarting in 0.5 s (attempt 1)…\n(output)',
      'The api did not start (The api exited (code 1) before answering.); restarting in 1 s (attempt 2)…',
      'The api did not start (The api exited (code 1) before answering.); restarting in 2 s (attempt 3)…',
      'The api did not start (The api exited (code 1) before answering.); restarting in 4 s (attempt 4)…',
    ]);
    expect(gaveUp?.message).toBe(
      'The api stopped 5 times in a row within 10 s of starting, so it is not restarted again ' +
        '(last: The api exited (code 1) before answering.).\n--- api output ---\nboom 4',
    );
    expect(failures).toBe(4);
    await supervisor.close();
  });

  it('is not restarted once closed, even while waiting for a restart', async () => {
    const { supervisor, runs, waits, lines } = supervised();
    runs[0]?.exit({ code: 1, signal: null });
    await settle();
    expect(waits).toHaveLength(1);
    await supervisor.close();
    await settle();
    expect(runs).toHaveLength(1);
    expect(lines).toHaveLength(1);
  });

  it('closes the process up now without restarting it', async () => {
    const { supervisor, runs, lines, waits } = supervised();
    await supervisor.close();
    await settle();
    expect(runs[0]?.closed).toBe(true);
    expect(runs).toHaveLength(1);
    expect(lines).toEqual([]);
    expect(waits).toEqual([]);
  });

  it('closes a process that finishes starting after the close', async () => {
    /** @type {(run: ReturnType<typeof fakeRun>) => void} */
    let finishStart = () => {};
    const late = fakeRun('http://api.test/late');
    const { supervisor, runs, finishWait } = supervised({
      start: () =>
        new Promise((resolve) => {
          finishStart = resolve;
        }),
    });
    runs[0]?.exit({ code: 1, signal: null });
    await settle();
    await finishWait();
    const closing = supervisor.close();
    finishStart(late);
    await closing;
    expect(late.closed).toBe(true);
  });
});
