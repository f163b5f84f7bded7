// The market page under a storm of prices: one race of 30 runners whose prices the operator's call
// changes 150 times a second for 30 s while the page runs on a CPU slowed four times (Chrome
// DevTools Protocol). Measures long tasks, message-to-paint and frames dropped. `npm run bench`
// calls it; alone, `node e2e/bench/market-stress.mjs` measures the existing builds (npm run build).
import { pathToFileURL } from 'node:url';

import { runMain } from '../../scripts/lib/run.mjs';
import { adminPost, newSession } from './bench-session.mjs';
import { withBenchStack } from './bench-stack.mjs';
import { marketStressBudgets, marketStressScenario } from './budgets.mjs';
import { storeSession } from './network-profile.mjs';
import { judgeMarketStress, verdictLine } from './report.mjs';

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('./network-profile.mjs').StoredSession} StoredSession */

/**
 * @typedef {object} StressEvent
 * @property {number} eventId
 * @property {string} marketId
 * @property {number[]} runnerIds
 * @property {string} path the market page
 */

/**
 * @typedef {object} MarketStressResult
 * @property {string} path
 * @property {number} runners
 * @property {number} seconds
 * @property {number} cpuThrottling
 * @property {number} changesPerSecond price changes the api accepted, per second
 * @property {number} messages price messages that reached the page
 * @property {number} longTasks tasks over 50 ms
 * @property {number} longestTaskMs 0 when no task reached 50 ms
 * @property {number} messageToPaintP50Ms
 * @property {number} messageToPaintP95Ms
 * @property {number} messageToPaintMaxMs
 * @property {number} frames frames drawn
 * @property {number} framesDropped frames the display had room for but the page did not draw
 * @property {number} frameIntervalMs the display's frame interval, as measured
 * @property {IdleFigures} idle the same page just before, with no price changes: the machine's own noise
 */

/**
 * @typedef {object} IdleFigures
 * @property {number} seconds
 * @property {number} longTasks
 * @property {number} longestTaskMs
 * @property {number} frames
 * @property {number} framesDropped
 */

/** @typedef {{ arrivals: number[], mutations: number[], frames: number[], longTasks: { start: number, duration: number }[] }} Recorded */

// The exchange's price ladder (DESIGN section 7), in hundredths: the admin call takes ladder prices only.
/** @type {[number, number, number][]} */
const ladderBands = [
  [101, 200, 1],
  [200, 300, 2],
  [300, 400, 5],
  [400, 600, 10],
  [600, 1000, 20],
  [1000, 2000, 50],
  [2000, 3000, 100],
];
const ladder = [...new Set(ladderBands.flatMap(([from, to, step]) => range(from, to, step)))].map(
  (hundredths) => hundredths / 100,
);

/**
 * @param {number} from
 * @param {number} to
 * @param {number} step
 */
function range(from, to, step) {
  const values = [];
  for (let value = from; value <= to; value += step) values.push(value);
  return values;
}

/**
 * The race the scenario runs on, made through the operator's call (it starts now, so it is in play).
 * @param {string} apiUrl
 * @param {string} adminToken
 * @returns {Promise<StressEvent>}
 */
export async function createStressEvent(apiUrl, adminToken) {
  const runners = Array.from({ length: marketStressScenario.runners }, (_, index) => `Runner ${index + 1}`);
  const result =
    /** @type {{ event: { id: number, dreamEventId: string }, markets: { id: string, runners: { id: number }[] }[] }} */ (
      await adminPost(apiUrl, adminToken, '/admin/sports/events', {
        sportId: 26,
        competition: 'Bench Park',
        title: `Bench Stakes (${runners.length} runners)`,
        markets: [{ name: 'Win', type: 'WIN', runners }],
      })
    );
  const market = result.markets[0];
  if (!market) throw new Error('The stress event was made without its market');
  const runnerIds = market.runners.map((runner) => runner.id);
  // An operator's market has no prices until it is given some.
  await adminPost(apiUrl, adminToken, `/admin/sports/markets/${market.id}/prices`, {
    runners: runnerIds.map((runnerId, index) => {
      const position = startingPosition(index);
      return { runnerId, back: ladder[position], lay: ladder[position + 1] };
    }),
  });
  return {
    eventId: result.event.id,
    marketId: market.id,
    runnerIds,
    path: `/markets/${result.event.id}/${result.event.dreamEventId}`,
  };
}

/**
 * Where a runner's best back starts on the ladder: favourites near evens, outsiders at 10 and more.
 * @param {number} index
 */
const startingPosition = (index) => 20 + ((index * 7) % 80);

/**
 * Changes `changesPerSecond` runners' best back and lay a second for `seconds`, a few runners per
 * call, each one or two ticks along the ladder from where it was.
 * @param {{ apiUrl: string, adminToken: string, event: StressEvent }} options
 * @returns {Promise<{ changes: number, failed: number, seconds: number }>}
 */
async function drivePrices({ apiUrl, adminToken, event }) {
  const { changesPerSecond, seconds, runnersPerCall } = marketStressScenario;
  const callsPerSecond = changesPerSecond / runnersPerCall;
  const positions = event.runnerIds.map((_, index) => startingPosition(index));
  let next = 0;
  const call = () => {
    const runners = Array.from({ length: runnersPerCall }, () => {
      const index = next;
      next = (next + 7) % event.runnerIds.length;
      const step = Math.random() < 0.5 ? -1 : 1;
      const position = Math.min(ladder.length - 4, Math.max(0, (positions[index] ?? 0) + step));
      positions[index] = position;
      const back = ladder[position] ?? 2;
      const lay = ladder[position + 1 + Math.floor(Math.random() * 2)] ?? 3;
      return { runnerId: event.runnerIds[index], back, lay };
    });
    return adminPost(apiUrl, adminToken, `/admin/sports/markets/${event.marketId}/prices`, { runners });
  };

  let changes = 0;
  let failed = 0;
  let sent = 0;
  const inFlight = new Set();
  const startedAt = performance.now();
  const endsAt = startedAt + seconds * 1000;
  while (performance.now() < endsAt) {
    const due = Math.floor(((performance.now() - startedAt) / 1000) * callsPerSecond);
    // Calls go out on schedule without waiting for each other, a few at a time at most.
    while (sent < due && inFlight.size < 8) {
      sent += 1;
      const pending = call()
        .then(() => {
          changes += runnersPerCall;
        })
        .catch(() => {
          failed += 1;
        })
        .finally(() => inFlight.delete(pending));
      inFlight.add(pending);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(inFlight);
  return { changes, failed, seconds: (performance.now() - startedAt) / 1000 };
}

/**
 * Runs in the page before its scripts: stamps each `MarketPrices` message of the market as it
 * arrives (a listener on the hub's WebSocket that runs before the app's), notes every change of the
 * market's DOM and the start of every frame, and collects long tasks.
 */
function installProbe() {
  /** @type {{ marketId: string, recording: boolean, arrivals: number[], mutations: number[], frames: number[], longTasks: { start: number, duration: number }[], watch?: () => boolean }} */
  const probe = { marketId: '', recording: false, arrivals: [], mutations: [], frames: [], longTasks: [] };
  Object.assign(window, { marketStressProbe: probe });
  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    /** @param {ConstructorParameters<typeof WebSocket>} args */
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (!probe.recording || typeof event.data !== 'string') return;
        // The hub's `Message` carries the prices as a JSON string inside its JSON, quotes escaped.
        const ofMarket = event.data.includes(`${probe.marketId}\\"`) || event.data.includes(`${probe.marketId}"`);
        if (ofMarket && event.data.includes('"MarketPrices"')) {
          probe.arrivals.push(performance.now());
        }
      });
    }
  };
  new PerformanceObserver((list) => {
    if (!probe.recording) return;
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
  const frame = () => {
    if (probe.recording) probe.frames.push(performance.now());
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  probe.watch = () => {
    const market = document.querySelector(`[data-market-id="${probe.marketId}"]`);
    if (market === null) return false;
    new MutationObserver(() => {
      if (probe.recording) probe.mutations.push(performance.now());
    }).observe(market, { subtree: true, childList: true, characterData: true, attributes: true });
    return true;
  };
}

/**
 * @param {number[]} sorted ascending
 * @param {number} fraction
 */
const percentile = (sorted, fraction) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0);

/**
 * First element of ascending `values` above `after`, by binary search.
 * @param {number[]} values
 * @param {number} after
 */
function firstAfter(values, after) {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((values[middle] ?? Infinity) > after) high = middle;
    else low = middle + 1;
  }
  return values[low];
}

/**
 * Message-to-paint of each message: from its arrival to the start of the first frame after the
 * market's DOM next changed. The page applies hub prices inside an animation-frame callback, so the
 * frame that committed them has painted by the time the next one starts: an upper bound, by at most
 * a frame.
 * @param {{ arrivals: number[], mutations: number[], frames: number[] }} recorded
 */
export function messageToPaint({ arrivals, mutations, frames }) {
  const latencies = [];
  for (const arrival of arrivals) {
    const changed = firstAfter(mutations, arrival);
    const painted = changed === undefined ? undefined : firstAfter(frames, changed);
    if (painted !== undefined) latencies.push(painted - arrival);
  }
  return latencies.sort((a, b) => a - b);
}

/**
 * Frames the display had room for but the page did not draw: each gap between two frames longer
 * than one interval counts the intervals it skipped. The interval is the display's, as the shortest
 * tenth of the gaps shows it.
 * @param {number[]} frames ascending
 */
export function droppedFrames(frames) {
  const gaps = frames.slice(1).map((time, index) => time - (frames[index] ?? time));
  if (gaps.length === 0) return { dropped: 0, intervalMs: 0 };
  const intervalMs = percentile(
    [...gaps].sort((a, b) => a - b),
    0.1,
  );
  const dropped = gaps.reduce((sum, gap) => sum + Math.max(0, Math.round(gap / intervalMs) - 1), 0);
  return { dropped, intervalMs };
}

/** How long the page is watched with no price changes first. */
const idleSeconds = 5;

/**
 * What the probe recorded since it last answered, which it then forgets.
 * @param {import('@playwright/test').Page} page
 * @param {boolean} [goOn] whether it goes on recording
 * @returns {Promise<Recorded>}
 */
async function takeRecording(page, goOn = true) {
  return page.evaluate((recording) => {
    const probe = /** @type {any} */ (window).marketStressProbe;
    probe.recording = recording;
    const taken = {
      arrivals: probe.arrivals,
      mutations: probe.mutations,
      frames: probe.frames,
      longTasks: probe.longTasks,
    };
    probe.arrivals = [];
    probe.mutations = [];
    probe.frames = [];
    probe.longTasks = [];
    return taken;
  }, goOn);
}

/**
 * Opens the stress event's market page as a logged-in player, slows the CPU, watches the page
 * without price changes for a few seconds (what the machine itself costs), then drives the prices
 * and measures.
 * @param {{ browser: Browser, hostUrl: string, apiUrl: string, adminToken: string, session: StoredSession, event: StressEvent }} options
 * @returns {Promise<MarketStressResult>}
 */
export async function measureMarketStress({ browser, hostUrl, apiUrl, adminToken, session, event }) {
  const { cpuThrottling, runners } = marketStressScenario;
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  try {
    const page = await context.newPage();
    await storeSession(page, hostUrl, session);
    await page.addInitScript(installProbe);
    await page.goto(`${hostUrl}${event.path}`);
    await page
      .getByRole('button', { name: /^Back Runner 1 \d/ })
      .first()
      .waitFor({ state: 'visible', timeout: 60_000 });
    // The hub's connection and the market's group, before the clock starts.
    await page.waitForTimeout(2_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    const watching = await page.evaluate((marketId) => {
      const probe = /** @type {any} */ (window).marketStressProbe;
      probe.marketId = marketId;
      probe.recording = true;
      return probe.watch();
    }, event.marketId);
    if (!watching) throw new Error(`The market page shows no market ${event.marketId}`);

    const idleStartedAt = performance.now();
    await page.waitForTimeout(idleSeconds * 1000);
    const quiet = await takeRecording(page);
    const idleFrames = droppedFrames(quiet.frames);
    /** @type {IdleFigures} */
    const idle = {
      seconds: Math.round((performance.now() - idleStartedAt) / 1000),
      longTasks: quiet.longTasks.filter((task) => task.duration > 50).length,
      longestTaskMs: Math.max(0, ...quiet.longTasks.map((task) => task.duration)),
      frames: quiet.frames.length,
      framesDropped: idleFrames.dropped,
    };

    const driven = await drivePrices({ apiUrl, adminToken, event });
    // The last messages' paints.
    await page.waitForTimeout(1_000);
    const recorded = await takeRecording(page, false);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    if (driven.failed > 0) console.warn(`  ${driven.failed} price calls failed`);
    if (recorded.arrivals.length === 0) throw new Error('No price message reached the market page');

    const latencies = messageToPaint(recorded);
    const { dropped, intervalMs } = droppedFrames(recorded.frames);
    return {
      path: event.path,
      runners,
      seconds: Math.round(driven.seconds),
      cpuThrottling,
      changesPerSecond: Math.round(driven.changes / driven.seconds),
      messages: recorded.arrivals.length,
      longTasks: recorded.longTasks.filter((task) => task.duration > 50).length,
      longestTaskMs: Math.max(0, ...recorded.longTasks.map((task) => task.duration)),
      messageToPaintP50Ms: percentile(latencies, 0.5),
      messageToPaintP95Ms: percentile(latencies, 0.95),
      messageToPaintMaxMs: latencies.at(-1) ?? 0,
      frames: recorded.frames.length,
      framesDropped: dropped,
      frameIntervalMs: intervalMs,
      idle,
    };
  } finally {
    await context.close();
  }
}

/**
 * Prints what was measured and one line per budget.
 * @param {MarketStressResult} result
 */
export function printMarketStress(result) {
  console.log(
    `  ${result.runners} runners, ${result.changesPerSecond} price changes/s for ${result.seconds} s, CPU ÷${result.cpuThrottling}: ` +
      `${result.messages} messages; message-to-paint p50 ${Math.round(result.messageToPaintP50Ms)} ms, ` +
      `p95 ${Math.round(result.messageToPaintP95Ms)} ms, max ${Math.round(result.messageToPaintMaxMs)} ms; ` +
      `${result.longTasks} long tasks (longest ${Math.round(result.longestTaskMs)} ms); ` +
      `${result.framesDropped} of ${result.frames + result.framesDropped} frames dropped`,
  );
  console.log(
    `  the same page for ${result.idle.seconds} s before, without price changes: ${result.idle.longTasks} long tasks ` +
      `(longest ${Math.round(result.idle.longestTaskMs)} ms), ${result.idle.framesDropped} of ` +
      `${result.idle.frames + result.idle.framesDropped} frames dropped`,
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runMain(() =>
    withBenchStack(async ({ stack, browser, adminToken }) => {
      const apiUrl = stack.url('api');
      const event = await createStressEvent(apiUrl, adminToken);
      const session = await newSession(apiUrl, adminToken, 'bench-stress-player');
      console.log(`Market page under a price storm (${event.path}):`);
      const result = await measureMarketStress({
        browser,
        hostUrl: stack.url('host'),
        apiUrl,
        adminToken,
        session,
        event,
      });
      printMarketStress(result);
      for (const verdict of judgeMarketStress(result, marketStressBudgets)) console.log(`  ${verdictLine(verdict)}`);
    }),
  );
}
