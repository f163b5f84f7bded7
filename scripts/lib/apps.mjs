// Where each app lives and which port it uses. Node built-ins only: the build scripts need
// the package names before `pnpm install` has run.
import { join } from 'node:path';

import { repoRoot } from './run.mjs';

/** @typedef {'host' | 'remote-auth' | 'remote-sports' | 'remote-casino' | 'remote-account'} AppName */

/**
 * @typedef {object} AppDefinition
 * @property {AppName} name also the app's folder
 * @property {string} packageName for `pnpm --filter`
 * @property {string} dir absolute path of the production build
 * @property {string} entryFile a file every complete build has, relative to `dir`
 * @property {number} port
 * @property {string} portVariable the environment variable that overrides `port`
 * @property {string} url where a browser reaches the app
 * @property {boolean} spa whether unknown paths fall back to index.html (client-side routes)
 * @property {boolean} cors whether other origins may read it (the host fetches each remote's mf-manifest.json)
 */

/**
 * The browser-facing address of a local port. `localhost` rather than 127.0.0.1 because
 * brands are `<brand>.localhost` and the apps and the api's CORS list expect those origins.
 * @param {number} port
 */
export function localUrl(port) {
  return `http://localhost:${port}`;
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {string} variable
 * @param {number} fallback
 */
function portFrom(env, variable, fallback) {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${variable}=${raw} is not a port number`);
  }
  return port;
}

/** @type {[AppName, string, number][]} name, port variable, default port */
const frontEndApps = [
  ['host', 'HOST_PORT', 3000],
  ['remote-auth', 'AUTH_PORT', 3001],
  ['remote-sports', 'SPORTS_PORT', 3002],
  ['remote-casino', 'CASINO_PORT', 3003],
  ['remote-account', 'ACCOUNT_PORT', 3004],
];

/**
 * The five front-end apps, host first.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {AppDefinition[]}
 */
export function appDefinitions(env = process.env) {
  return frontEndApps.map(([name, portVariable, defaultPort]) => {
    const isHost = name === 'host';
    const port = portFrom(env, portVariable, defaultPort);
    return {
      name,
      packageName: `@exchange/${name}`,
      dir: join(repoRoot, name, 'dist'),
      entryFile: isHost ? 'index.html' : 'mf-manifest.json',
      port,
      portVariable,
      url: localUrl(port),
      spa: isHost,
      cors: !isHost,
    };
  });
}

/**
 * One front-end app.
 * @param {AppName} name
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {AppDefinition}
 */
export function appDefinition(name, env = process.env) {
  const app = appDefinitions(env).find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown app "${name}"; the apps are ${frontEndApps.map(([known]) => known).join(', ')}`);
  return app;
}

/**
 * Where a brand is served: brands are told apart by subdomain of the host's origin.
 * @param {string} hostUrl e.g. http://localhost:3000
 * @param {string} brand
 */
export function brandUrl(hostUrl, brand) {
  return hostUrl.replace('//localhost', `//${brand}.localhost`);
}

/**
 * The reference api: its port and the production entry point `tsc -b` emits.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function apiDefinition(env = process.env) {
  const port = portFrom(env, 'API_PORT', 4000);
  return {
    packageName: '@exchange/api',
    entryPoint: join(repoRoot, 'api', 'dist', 'main.js'),
    port,
    portVariable: 'API_PORT',
    url: localUrl(port),
  };
}

/**
 * `host/public/platform.json` names every app and the api at its default port. A build for another
 * port set (`HOST_PORT`…`API_PORT`) gets the same file with that set's ports, so the page it serves
 * talks to its own servers and the Content-Security-Policy built from the file allows them; a port
 * that is not a default (an operator's own origin) is left alone.
 * @param {string} text the file as it is in `host/public`
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string}
 */
export function platformConfigForPorts(text, env = process.env) {
  /** @type {Map<string, number>} default port → the port in use */
  const ports = new Map(
    frontEndApps.map(([name, , defaultPort]) => [String(defaultPort), appDefinition(name, env).port]),
  );
  ports.set('4000', apiDefinition(env).port);
  return text.replace(/(\/\/(?:[\w*-]+\.)*localhost):(\d+)\b/g, (match, origin, port) =>
    ports.has(port) ? `${origin}:${ports.get(port)}` : match,
  );
}

/**
 * The origins the api must accept for this port set: the api's own default list (api/src/config.ts)
 * with the ports in use, so `npm run serve` / `npm run dev` on other ports work without CORS_ORIGINS.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string} comma-separated, as CORS_ORIGINS takes it
 */
export function corsOriginsForPorts(env = process.env) {
  const ports = appDefinitions(env).map((app) => app.port);
  return [
    ...ports.map((port) => `http://localhost:${port}`),
    ...ports.map((port) => `http://127.0.0.1:${port}`),
    `http://*.localhost:${appDefinition('host', env).port}`,
  ].join(',');
}
