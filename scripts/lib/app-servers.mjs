// Serves the production builds of the front-end apps and runs the built api, each on its
// own origin as in production. Used by `npm run serve` / `npm start` and the e2e fixture.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { join, resolve, sep } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import sirv from 'sirv';

import {
  apiDefinition,
  appDefinition,
  appDefinitions,
  localCorsOrigins,
  localPortsSetting,
  localUrl,
} from './apps.mjs';
import { createBrandHintsSource, hostnameOf, insertBrandHints } from './brand-hints.mjs';
import { repoRoot } from './run.mjs';
import {
  createNonce,
  createPolicySource,
  inlineScriptHashes,
  insertNonce,
  securityHeaders,
} from './security-headers.mjs';
import { superviseProcess } from './supervisor.mjs';

export { apiDefinition, appDefinitions };

/**
 * Everything listens on IPv4 loopback only. Chromium resolves localhost and *.localhost to
 * both ::1 and 127.0.0.1 itself and connects to whichever answers, so brand origins such as
 * http://demo.localhost:3000 reach these servers without an IPv6 listener.
 */
const loopbackHost = '127.0.0.1';

/** Files named after their content hash never change, so browsers may keep them for good. */
const contentHashedFile = /(?:^|[/.-])[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * Paths that name a static file. A missing one is a 404, never the SPA's index.html, so a
 * stale chunk fails loudly; any other path is a client-side route, even with a dot in it
 * (market ids look like /markets/1.234567).
 */
const staticFileExtension =
  /\.(?:m?js|css|map|json|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|wasm|webmanifest)$/i;

/** Output of a failed or crashed api kept for the error message. */
const apiOutputTailLength = 20_000;

/**
 * platform.json, mf-manifest.json and remoteEntry.js keep their names across builds, so they
 * must be revalidated (cheap: sirv answers 304 to a matching ETag). HTML pages are never
 * stored at all (see startStaticServer).
 * @param {string} pathname
 */
function cacheControlFor(pathname) {
  return contentHashedFile.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * @param {http.Server | net.Server} server
 * @param {number} port
 * @param {string} host
 * @param {string} name used in the error message
 * @returns {Promise<void>}
 */
function listen(server, port, host, name) {
  return new Promise((resolve, reject) => {
    /** @param {NodeJS.ErrnoException} error */
    const onError = (error) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`${name} cannot listen on ${host}:${port}: the port is already in use`)
          : error,
      );
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/**
 * @param {http.Server} server
 * @returns {Promise<void>}
 */
function closeServer(server) {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // close() only stops accepting connections; the keep-alive connections a browser holds
    // would go on being served, and a test that takes a remote down must see it down.
    server.closeAllConnections();
  });
}

/**
 * The HTML file a path names, if any: `/` is index.html.
 * @param {string} pathname
 */
function htmlFileOf(pathname) {
  if (pathname === '/') return '/index.html';
  return pathname.endsWith('.html') ? pathname : undefined;
}

/**
 * Files that operators edit in place after a deploy (platform.json). They are read from disk when
 * they change, not from sirv's index of the folder taken at start-up, and compressed as they are
 * now: a copy compressed at build time would outlive the edit.
 */
const editableFiles = new Set(['/platform.json']);

/** Where a remote's server answers with its published versions: `/releases/<version>/…`. */
export const releasesPrefix = '/releases/';

/** @typedef {'br' | 'gzip'} ContentEncoding */

/**
 * The encoding to send for a request's Accept-Encoding: brotli first, then gzip, none when the
 * client accepts neither (a `;q=0` refuses one).
 * @param {string | undefined} acceptEncoding
 * @returns {ContentEncoding | undefined}
 */
export function preferredEncoding(acceptEncoding) {
  /** @type {Set<string>} */
  const accepted = new Set();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const refused = parameters.some((parameter) => /^q=0(?:\.0*)?$/.test(parameter));
    if (coding && !refused) accepted.add(coding);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * Compresses a body sent per response (a page with its nonce, an edited platform.json). These are
 * a few kilobytes, for which brotli's highest quality still takes well under a millisecond.
 * @param {Buffer} body
 * @param {ContentEncoding} encoding
 */
function compressBody(body, encoding) {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: zlibConstants.Z_BEST_COMPRESSION });
}

/**
 * @typedef {object} FileVersion
 * @property {string} version changes whenever the file does (modification time and size)
 * @property {Buffer} body
 * @property {Map<ContentEncoding, Buffer>} compressed filled on first use
 */

/**
 * Reads files of a build folder, again when one changes on disk.
 * @param {string} dir
 */
function createFileReader(dir) {
  const root = resolve(dir);
  /** @type {Map<string, FileVersion>} */
  const cache = new Map();
  /**
   * @param {string} filePath e.g. /index.html
   * @returns {FileVersion | undefined} undefined when the file does not exist
   */
  return (filePath) => {
    const file = resolve(root, `.${filePath}`);
    if (!file.startsWith(root + sep)) return undefined;
    try {
      const stats = statSync(file);
      if (!stats.isFile()) return undefined;
      const version = `${stats.size}-${Math.trunc(stats.mtimeMs)}`;
      const cached = cache.get(file);
      if (cached?.version === version) return cached;
      const read = { version, body: readFileSync(file), compressed: new Map() };
      cache.set(file, read);
      return read;
    } catch {
      return undefined;
    }
  };
}

/**
 * Sends a body compressed as the request accepts. `Vary: Accept-Encoding` is already set.
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 * @param {Buffer} body
 * @param {(encoding: ContentEncoding) => Buffer} [compressed] a cached compressed form
 */
function sendBody(request, response, body, compressed = (encoding) => compressBody(body, encoding)) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const sent = encoding ? compressed(encoding) : body;
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', sent.length);
  response.end(request.method === 'HEAD' ? undefined : sent);
}

/**
 * @typedef {object} StaticServer
 * @property {string} name
 * @property {string} url
 * @property {number} port the port actually bound (differs from the requested one for 0)
 * @property {() => Promise<void>} close stops listening and drops open connections
 */

/**
 * Serves a build folder over HTTP, every response with the security headers
 * (security-headers.mjs). HTML pages get a fresh style nonce per response, written into the
 * page and the policy, so they are never cached or revalidated: a cached page would carry the
 * nonce of an older policy.
 *
 * Text files go out compressed by the request's Accept-Encoding, brotli preferred: the `.br` and
 * `.gz` copies the build wrote beside each file (shared/federation/precompress-plugin.mjs), and
 * pages and platform.json compressed per response. Every response says `Vary: Accept-Encoding`.
 * @param {object} options
 * @param {string} options.name used in error messages
 * @param {string} options.dir
 * @param {number} options.port 0 picks a free port
 * @param {string} [options.host]
 * @param {boolean} [options.spa] answer unknown routes with index.html
 * @param {boolean} [options.cors] let any origin read the files
 * @param {boolean} [options.brandHints] write the brand's logo for the request's hostname into the
 *   loading overlay of each page (brand-hints.mjs); for the host's pages
 * @param {string} [options.platformFile] the host's platform.json the Content-Security-Policy is
 *   built from; defaults to the one in `dir` (the host's own build)
 * @param {string} [options.releasesDir] a remote's published versions (`deploy/<remote>`), served
 *   under `/releases/` and read from disk on each request, so a version published while serving
 *   is there at once (docs/deploy.md)
 * @returns {Promise<StaticServer>}
 */
export async function startStaticServer({
  name,
  dir,
  port,
  host = loopbackHost,
  spa = false,
  cors = false,
  brandHints = false,
  platformFile = join(dir, 'platform.json'),
  releasesDir,
}) {
  const serveFile = sirv(dir, {
    etag: true,
    // Never `/index` → index.html on its own: every page goes through sendHtml for its nonce, and
    // `/index` is a route of the app (the known hostnames' root).
    extensions: [],
    // Sends `<file>.br` / `<file>.gz` when they exist and the request accepts them.
    brotli: true,
    gzip: true,
    setHeaders: (response, pathname) => response.setHeader('Cache-Control', cacheControlFor(pathname)),
  });
  const serveRelease =
    releasesDir === undefined
      ? undefined
      : sirv(releasesDir, {
          // Looks each file up on disk: versions are published while the server runs.
          dev: true,
          etag: true,
          extensions: [],
          brotli: true,
          gzip: true,
          setHeaders: (response, pathname) => response.setHeader('Cache-Control', cacheControlFor(pathname)),
        });
  const readRelease = releasesDir === undefined ? undefined : createFileReader(releasesDir);
  const policySource = createPolicySource(platformFile);
  const readFile = createFileReader(dir);
  const hintsSource = brandHints ? createBrandHintsSource({ platform: policySource.platform }) : undefined;

  /**
   * @param {http.ServerResponse} response
   * @param {string} [styleNonce]
   * @param {readonly string[]} [scriptHashes]
   */
  const setSecurityHeaders = (response, styleNonce, scriptHashes) => {
    for (const [header, value] of Object.entries(securityHeaders(policySource.policy(styleNonce, scriptHashes)))) {
      response.setHeader(header, value);
    }
  };
  /** The hashes of each page version's inline scripts, worked out once per version. */
  const scriptHashesByPage = new WeakMap();
  /** @param {FileVersion} page */
  const scriptHashesOf = (page) => {
    let hashes = scriptHashesByPage.get(page);
    if (hashes === undefined) {
      hashes = inlineScriptHashes(page.body.toString('utf8'));
      scriptHashesByPage.set(page, hashes);
    }
    return hashes;
  };
  /** @param {http.ServerResponse} response */
  const notFound = (response) => {
    response.statusCode = 404;
    response.end('Not found');
  };
  /**
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   * @param {FileVersion} page
   */
  const sendHtml = (request, response, page) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const hints = hintsSource?.hintsFor(hostnameOf(request.headers.host)) ?? Promise.resolve(undefined);
    hints
      .then((brand) => sendPage(request, response, page, brand, pathname))
      .catch((error) => {
        console.error(`${name}: a page could not be sent:`, error);
        if (!response.headersSent) response.statusCode = 500;
        response.end();
      });
  };
  /**
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   * @param {FileVersion} page
   * @param {import('./brand-hints.mjs').BrandHints | undefined} hints
   * @param {string} pathname
   */
  const sendPage = (request, response, page, hints, pathname) => {
    const nonce = createNonce();
    setSecurityHeaders(response, nonce, scriptHashesOf(page));
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.statusCode = 200;
    const html = insertBrandHints(insertNonce(page.body.toString('utf8'), nonce), hints, pathname);
    sendBody(request, response, Buffer.from(html));
  };
  /**
   * Like sirv for a file that may have changed since start-up: revalidated by its ETag.
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   * @param {string} pathname
   * @param {FileVersion} file
   */
  const sendEditableFile = (request, response, pathname, file) => {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    // Each encoding is its own representation, with its own validator.
    const etag = `W/"${file.version}${encoding ? `-${encoding}` : ''}"`;
    response.setHeader('ETag', etag);
    response.setHeader('Cache-Control', cacheControlFor(pathname));
    if (request.headers['if-none-match'] === etag) {
      response.statusCode = 304;
      response.end();
      return;
    }
    response.setHeader('Content-Type', 'application/json');
    response.statusCode = 200;
    sendBody(request, response, file.body, (chosen) => {
      let body = file.compressed.get(chosen);
      if (!body) {
        body = compressBody(file.body, chosen);
        file.compressed.set(chosen, body);
      }
      return body;
    });
  };

  const server = http.createServer((request, response) => {
    setSecurityHeaders(response);
    // Every answer of this server may differ by Accept-Encoding, errors and 304s included.
    response.setHeader('Vary', 'Accept-Encoding');
    if (cors) {
      response.setHeader('Access-Control-Allow-Origin', '*');
      if (request.method === 'OPTIONS') {
        response.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '*');
        response.setHeader('Access-Control-Max-Age', '600');
        response.statusCode = 204;
        response.end();
        return;
      }
    }
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (serveRelease && readRelease && pathname.startsWith(releasesPrefix)) {
      const releasePath = pathname.slice(releasesPrefix.length - 1);
      const releasePage = isRead && releasePath.endsWith('.html') ? readRelease(releasePath) : undefined;
      if (releasePage !== undefined) {
        sendHtml(request, response, releasePage);
        return;
      }
      // sirv serves the URL it is given: the release folder's own path.
      request.url = `${releasePath}${(request.url ?? '').slice(pathname.length)}`;
      serveRelease(request, response, () => notFound(response));
      return;
    }
    const htmlFile = htmlFileOf(pathname);
    const page = isRead && htmlFile ? readFile(htmlFile) : undefined;
    if (page !== undefined) {
      sendHtml(request, response, page);
      return;
    }
    const editable = isRead && editableFiles.has(pathname) ? readFile(pathname) : undefined;
    if (editable !== undefined) {
      sendEditableFile(request, response, pathname, editable);
      return;
    }
    serveFile(request, response, () => {
      const index = spa && isRead && !staticFileExtension.test(pathname) ? readFile('/index.html') : undefined;
      if (index === undefined) notFound(response);
      else sendHtml(request, response, index);
    });
  });

  await listen(server, port, host, name);
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return { name, url: localUrl(boundPort), port: boundPort, close: () => closeServer(server) };
}

/**
 * @param {unknown} error
 * @returns {string}
 */
function describeFetchError(error) {
  if (!(error instanceof Error)) return String(error);
  const cause = /** @type {{ code?: string } | undefined} */ (error.cause);
  return cause?.code ?? error.message;
}

/**
 * Polls `url` until it answers with a 2xx status.
 * @param {string} url
 * @param {number} timeoutMs
 * @param {AbortSignal} [signal] gives up early (the promise then rejects with the abort reason)
 * @returns {Promise<void>}
 */
export async function waitForHttp(url, timeoutMs, signal) {
  const deadline = Date.now() + timeoutMs;
  /** @type {string} */
  let lastProblem;
  for (;;) {
    signal?.throwIfAborted();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.ok) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = describeFetchError(error);
    }
    if (Date.now() >= deadline) {
      throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (last attempt: ${lastProblem})`);
    }
    await sleep(200, undefined, { signal });
  }
}

/** @returns {Promise<number>} a loopback port nothing listens on now */
export async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, loopbackHost, () => resolve(undefined)));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('No free port could be found.');
  return address.port;
}

/**
 * Fails with a clear message when something (often an api left over from an earlier run)
 * already listens on the port: waiting for /health would otherwise talk to that process.
 * @param {number} port
 * @param {string} name
 */
async function assertPortFree(port, name) {
  const probe = net.createServer();
  await listen(probe, port, loopbackHost, name);
  await new Promise((resolve) => probe.close(resolve));
}

/**
 * @typedef {object} ApiProcess
 * @property {string} url
 * @property {number} port
 * @property {number | undefined} pid its process id (a deployment's: the supervisor of its processes)
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} exited settles when the process ends
 * @property {(signal: NodeJS.Signals) => boolean} kill sends a signal, as a crash would end it (SIGKILL)
 * @property {() => string} outputReport its latest output, for a message
 * @property {() => Promise<void>} close stops the process (SIGTERM, then SIGKILL after 5 s)
 */

/**
 * @typedef {(stream: NodeJS.ReadableStream, target: NodeJS.WriteStream) => void} OutputForwarder
 */

/**
 * Runs the built api (`node api/dist/main.js`) and waits until GET /health succeeds.
 * @param {object} [options]
 * @param {string} [options.entryPoint] another built entry point of the api (the browser tests')
 * @param {number} [options.port]
 * @param {NodeJS.ProcessEnv} [options.env] added to the current environment, e.g. DATA_DIR=memory
 * @param {number} [options.timeoutMs] how long the api may take to answer /health
 * @param {OutputForwarder} [options.forwardOutput] shows the api's output as it comes; without
 *   it the output is kept and shown only if the api fails
 * @param {boolean} [options.reportUnexpectedExit] logs a stop that `close` did not ask for (off
 *   when a supervisor reports it instead)
 * @returns {Promise<ApiProcess>}
 */
export async function startApi({
  entryPoint = apiDefinition().entryPoint,
  port = apiDefinition().port,
  env = {},
  timeoutMs = 60_000,
  forwardOutput,
  reportUnexpectedExit = true,
} = {}) {
  if (!existsSync(entryPoint)) {
    throw new Error(`The api is not built (${entryPoint} is missing): run the build first (npm run build).`);
  }
  try {
    await assertPortFree(port, 'api');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason} (an api left over from an earlier run? set API_PORT to use another port)`, {
      cause: error,
    });
  }

  const child = spawn(process.execPath, [entryPoint], {
    cwd: repoRoot,
    env: { ...process.env, HOST: loopbackHost, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Out of the terminal's process group: Ctrl-C reaches only this process, which then stops
    // the api in order, instead of the api dying on its own and looking like a crash.
    detached: true,
  });
  let recentOutput = '';
  for (const [stream, target] of /** @type {const} */ ([
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])) {
    stream.setEncoding('utf8');
    stream.on('data', (/** @type {string} */ chunk) => {
      recentOutput = (recentOutput + chunk).slice(-apiOutputTailLength);
    });
    forwardOutput?.(stream, target);
  }
  const outputReport = () => `\n--- api output ---\n${recentOutput.trimEnd() || '(none)'}\n--- end of api output ---`;

  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = localUrl(port);

  const stopWaiting = new AbortController();
  const exitedBeforeReady = exited.then(({ code, signal }) => {
    stopWaiting.abort();
    throw new Error(`The api exited (${signal ?? `code ${code}`}) before answering ${url}/health.`);
  });
  try {
    await Promise.race([waitForHttp(`${url}/health`, timeoutMs, stopWaiting.signal), exitedBeforeReady]);
  } catch (error) {
    child.kill('SIGKILL');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason}${outputReport()}`, { cause: error });
  }

  let closing = false;
  void exited.then(({ code, signal }) => {
    if (closing || !reportUnexpectedExit) return;
    console.error(`The api stopped unexpectedly (${signal ?? `code ${code}`}).${forwardOutput ? '' : outputReport()}`);
  });

  return {
    url,
    port,
    pid: child.pid,
    exited,
    kill: (signal) => child.kill(signal),
    outputReport,
    close: async () => {
      if (closing) return exited.then(() => undefined);
      closing = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const stoppedInTime = await Promise.race([exited.then(() => true), sleep(5_000, false, { ref: false })]);
      if (!stoppedInTime) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/** @typedef {import('./apps.mjs').AppName} AppName */
/** @typedef {import('./apps.mjs').AppDefinition} AppDefinition */

/**
 * @typedef {object} SupervisedApi the api process, started again whenever it stops on its own
 * @property {string} url
 * @property {number} port
 * @property {() => ApiProcess | undefined} current the process up now; none while it restarts
 * @property {(signal: NodeJS.Signals) => boolean} kill signals the process up now (false when none is)
 * @property {Promise<Error>} gaveUp settles, with why, only when the api is not restarted again
 * @property {() => Promise<void>} close stops restarting it, then stops it
 */

/**
 * @typedef {object} AppStack
 * @property {AppDefinition[]} apps
 * @property {SupervisedApi} api
 * @property {(name: AppName | 'api') => string} url the origin of an app or of the api
 * @property {(name: AppName) => Promise<void>} stop takes one front-end server down (no-op when down)
 * @property {(name: AppName) => Promise<void>} start brings it back on the same port (no-op when up)
 * @property {() => Promise<void>} startAll starts every front-end server that is down
 * @property {() => Promise<void>} close stops everything
 */

/**
 * Starts the api and a static server for each front-end build. The api is supervised
 * (supervisor.mjs): when it stops without `close`, it is started again after 0.5 s, 1 s, 2 s … (at
 * most 30 s) while the front-end servers stay up; after five starts in a row that each stopped
 * within 10 s, `api.gaveUp` settles and it stays down. A first start that fails is thrown here.
 * @param {object} [options]
 * @param {NodeJS.ProcessEnv} [options.env] where the ports come from
 * @param {NodeJS.ProcessEnv} [options.apiEnv] extra environment of the api process
 * @param {string} [options.apiEntryPoint] the api's built entry point, main.js unless given
 * @param {OutputForwarder} [options.forwardApiOutput]
 * @returns {Promise<AppStack>}
 */
export async function startAppStack({ env = process.env, apiEnv = {}, apiEntryPoint, forwardApiOutput } = {}) {
  const apps = appDefinitions(env);
  const api = { ...apiDefinition(env), ...(apiEntryPoint === undefined ? {} : { entryPoint: apiEntryPoint }) };

  const missing = [
    ...apps.filter((app) => !existsSync(join(app.dir, app.entryFile))).map((app) => join(app.dir, app.entryFile)),
    ...(existsSync(api.entryPoint) ? [] : [api.entryPoint]),
  ];
  if (missing.length > 0) {
    throw new Error(`Production builds are missing, run the build first (npm run build):\n  ${missing.join('\n  ')}`);
  }

  /** @type {Map<AppName, StaticServer>} */
  const running = new Map();
  // One policy for the host and the remotes, from the platform.json the host serves.
  const hostPlatformFile = join(appDefinition('host', env).dir, 'platform.json');

  /** @param {AppName} name */
  const start = async (name) => {
    if (running.has(name)) return;
    const app = appDefinition(name, env);
    try {
      running.set(
        name,
        await startStaticServer({ ...app, platformFile: hostPlatformFile, brandHints: name === 'host' }),
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`${reason} (set ${app.portVariable} to use another port)`, { cause: error });
    }
  };

  /** @param {AppName} name */
  const stop = async (name) => {
    const server = running.get(name);
    if (!server) return;
    running.delete(name);
    await server.close();
  };

  const startAll = async () => {
    await Promise.all(apps.map((app) => start(app.name)));
  };
  const stopAll = async () => {
    await Promise.all([...running.keys()].map(stop));
  };

  // The api's built-in CORS list knows the default ports only; on other ports it must allow these.
  const corsOrigins = env.CORS_ORIGINS ? {} : { CORS_ORIGINS: localCorsOrigins(env).join(',') };
  // The demo brand files name the apps at their default ports; the api answers them with these.
  const localPorts = env.LOCAL_PORTS ? {} : { LOCAL_PORTS: localPortsSetting(env) };
  const startApiProcess = () =>
    startApi({
      entryPoint: api.entryPoint,
      port: api.port,
      env: { ...corsOrigins, ...localPorts, ...apiEnv },
      forwardOutput: forwardApiOutput,
      reportUnexpectedExit: false,
    });
  const firstStartedAt = Date.now();
  const [apiStart, appsStart] = await Promise.allSettled([startApiProcess(), startAll()]);
  if (apiStart.status === 'rejected' || appsStart.status === 'rejected') {
    await stopAll();
    if (apiStart.status === 'fulfilled') await apiStart.value.close();
    const failures = [apiStart, appsStart].flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    throw new Error(failures.map((reason) => (reason instanceof Error ? reason.message : String(reason))).join('\n'));
  }
  const first = apiStart.value;
  const supervisor = superviseProcess({
    name: 'api',
    first,
    firstStartedAt,
    start: startApiProcess,
    // Forwarded output is on the screen already; a killed process has nothing to add.
    exitDetails: (stopped, exit) => (forwardApiOutput || exit.signal ? '' : stopped.outputReport()),
  });
  /** @type {SupervisedApi} */
  const supervisedApi = {
    url: first.url,
    port: first.port,
    current: supervisor.current,
    kill: (signal) => supervisor.current()?.kill(signal) ?? false,
    gaveUp: supervisor.gaveUp,
    close: supervisor.close,
  };

  return {
    apps,
    api: supervisedApi,
    url: (name) => (name === 'api' ? supervisedApi.url : appDefinition(name, env).url),
    stop,
    start,
    startAll,
    close: async () => {
      await Promise.all([stopAll(), supervisedApi.close()]);
    },
  };
}
