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

const defaultApiPort = 4000;

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
  const port = portFrom(env, 'API_PORT', defaultApiPort);
  return {
    packageName: '@exchange/api',
    entryPoint: join(repoRoot, 'api', 'dist', 'main.js'),
    port,
    portVariable: 'API_PORT',
    url: localUrl(port),
  };
}

/**
 * The default port of each app and of the api, and the port this environment gives it.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Map<number, number>}
 */
function portChanges(env = process.env) {
  return new Map([
    ...frontEndApps.map(
      ([name, , defaultPort]) => /** @type {[number, number]} */ ([defaultPort, appDefinition(name, env).port]),
    ),
    [defaultApiPort, apiDefinition(env).port],
  ]);
}

/**
 * Text with every `//localhost:<default port>` of the apps and the api moved to the port this
 * environment gives that app (HOST_PORT, AUTH_PORT…, API_PORT). The host's build runs platform.json
 * through it, so a stack built and served on other ports names its own remotes and api.
 * @param {string} text
 * @param {NodeJS.ProcessEnv} [env]
 */
export function withLocalPorts(text, env = process.env) {
  const changes = portChanges(env);
  return text.replace(/\/\/localhost:(\d+)(?!\d)/g, (match, port) => {
    const moved = changes.get(Number(port));
    return moved === undefined ? match : `//localhost:${moved}`;
  });
}

/**
 * The origins the api lets call it when the stack runs on this environment's ports: what the api's
 * own default (api/src/config.ts) allows for the default ports, plus the brands' `*.localhost`.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string[]}
 */
export function localCorsOrigins(env = process.env) {
  const ports = appDefinitions(env).map((app) => app.port);
  return [
    ...ports.map((port) => `http://localhost:${port}`),
    ...ports.map((port) => `http://127.0.0.1:${port}`),
    `http://*.localhost:${appDefinition('host', env).port}`,
  ];
}
