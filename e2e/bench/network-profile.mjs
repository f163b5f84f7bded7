// One cold load of a page in headless Chromium, recorded through the DevTools protocol's Network
// domain: every request with its initiator, bytes on the wire and decoded, and the scripts' text.
import { countLibraryCopies } from './library-markers.mjs';
import { longestRequestChain } from './waterfall.mjs';

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('./waterfall.mjs').Initiator} Initiator */

/**
 * @typedef {object} RecordedRequest
 * @property {string} id
 * @property {string} url
 * @property {string} type the protocol's resource type: Document, Script, Stylesheet, Fetch…
 * @property {number} startTime
 * @property {number} [endTime]
 * @property {Initiator} initiator
 * @property {number} transferredBytes on the wire, headers included (what DevTools calls transferred)
 * @property {number} decodedBytes the body after Content-Encoding is undone
 * @property {string} [contentEncoding]
 * @property {number} [status]
 * @property {boolean} failed
 */

/**
 * @typedef {object} PageProfile
 * @property {string} url
 * @property {{ transferred: number, decoded: number }} js
 * @property {{ transferred: number, decoded: number }} css
 * @property {number} transferredBytes every response
 * @property {number} requests every http(s) request the load made
 * @property {number} waterfallDepth requests in the longest initiator chain
 * @property {string[]} longestChain its URLs, document first
 * @property {Record<string, number>} libraryCopies
 * @property {string[]} uncompressed JS and CSS responses over 1 KB sent without Content-Encoding
 */

/**
 * The session a logged-in route starts with: the storage keys a login writes.
 * @typedef {Record<string, string>} StoredSession
 */

/**
 * Writes `session` into the origin's localStorage without running the app: the page visited is
 * platform.json, a JSON file of the same origin. Takes a Playwright or a Puppeteer page.
 * @param {{ goto(url: string): Promise<unknown>, evaluate(expression: string): Promise<unknown> }} page
 * @param {string} origin
 * @param {StoredSession} session
 */
export async function storeSession(page, origin, session) {
  await page.goto(`${origin}/platform.json`);
  await page.evaluate(
    `for (const [key, value] of Object.entries(${JSON.stringify(session)})) localStorage.setItem(key, value);`,
  );
}

/**
 * Loads `url` once with an empty HTTP cache and records its network traffic until `ready` has
 * passed and the network has been quiet for half a second.
 * @param {object} options
 * @param {Browser} options.browser
 * @param {string} options.url
 * @param {StoredSession} [options.session] written to localStorage first (logged-in routes)
 * @param {(page: Page) => Promise<void>} options.ready resolves when the route shows its page
 * @returns {Promise<PageProfile>}
 */
export async function profilePage({ browser, url, session, ready }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    if (session) await storeSession(page, new URL(url).origin, session);
    const cdp = await context.newCDPSession(page);

    /** @type {Map<string, RecordedRequest>} */
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!/^https?:/.test(event.request.url)) return;
      // A redirect reuses the id: the request goes on, the chain does not grow.
      if (requests.has(event.requestId)) return;
      requests.set(event.requestId, {
        id: event.requestId,
        url: event.request.url,
        type: event.type ?? 'Other',
        startTime: event.timestamp,
        initiator: /** @type {Initiator} */ (event.initiator),
        transferredBytes: 0,
        decodedBytes: 0,
        failed: false,
      });
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = requests.get(event.requestId);
      if (!request) return;
      request.type = event.type;
      request.status = event.response.status;
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      request.contentEncoding = headers['content-encoding'];
    });
    cdp.on('Network.dataReceived', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.decodedBytes += event.dataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (!request) return;
      request.endTime = event.timestamp;
      request.transferredBytes = event.encodedDataLength;
    });
    cdp.on('Network.loadingFailed', (event) => {
      const request = requests.get(event.requestId);
      if (!request) return;
      request.endTime = event.timestamp;
      request.failed = true;
    });
    await cdp.send('Network.enable', { maxTotalBufferSize: 200_000_000, maxResourceBufferSize: 50_000_000 });
    // Cold: the session's visit above may have cached platform.json.
    await cdp.send('Network.clearBrowserCache');

    const response = await page.goto(url);
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    await ready(page);
    await page.waitForLoadState('networkidle');

    const all = [...requests.values()];
    const scripts = all.filter((request) => request.type === 'Script' && request.endTime && !request.failed);
    const bodies = await Promise.all(
      scripts.map(async (request) => {
        const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: request.id });
        return base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      }),
    );
    const ofType = (/** @type {string} */ type) => {
      const matching = all.filter((request) => request.type === type);
      return {
        transferred: matching.reduce((sum, request) => sum + request.transferredBytes, 0),
        decoded: matching.reduce((sum, request) => sum + request.decodedBytes, 0),
      };
    };
    const chain = longestRequestChain(all);
    return {
      url,
      js: ofType('Script'),
      css: ofType('Stylesheet'),
      transferredBytes: all.reduce((sum, request) => sum + request.transferredBytes, 0),
      requests: all.length,
      waterfallDepth: chain.length,
      longestChain: chain.map((request) => request.url),
      libraryCopies: countLibraryCopies(bodies),
      uncompressed: all
        .filter(
          (request) =>
            (request.type === 'Script' || request.type === 'Stylesheet') &&
            request.decodedBytes > 1_000 &&
            !request.contentEncoding,
        )
        .map((request) => request.url),
    };
  } finally {
    await context.close();
  }
}
