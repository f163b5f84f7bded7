// Where each app lives and which port it uses. Node built-ins only: the build scripts need
// the package names before `pnpm install` has run.
import { join } from 'node:path';

import { repoRoot } from './run.mjs';

/** @typedef {'host' | 'remote-auth' | 'remote-sports' | 'remote-casino' | 'remote-casino-variant' | 'remote-account'} AppName */

/**
 * @typedef {object} AppDefinition
 * @property {AppName} name
 * @property {string} packageName for `pnpm --filter`
 * @property {string} buildScript the package script that builds it for production
 * @property {string} devScript the package script that runs its dev server
 * @property {string} dir absolute path of the production build
 * @property {string} entryFile a file every complete build has, relative to `dir`
 * @property {number} port
 * @property {string} portVariable the environment variable that overrides `port`
 * @property {string} url where a browser reaches the app
 * @property {boolean} spa whether unknown paths fall back to index.html (client-side routes)
 * @property {boolean} cors whether other origins may read it (the host fetches each remote's mf-manifest.json)
 * @property {string | undefined} release a remote's name under deploy/ (`deploy/<release>/<version>/`), none for the host
 * @property {string | undefined} releasesDir absolute path of `deploy/<release>`, served at `<url>/releases/`
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

/** Where published versions of the remotes are kept: `deploy/<release>/<version>/` (see docs/deploy.md). */
export const deployRoot = join(repoRoot, 'deploy');

/**
 * @typedef {object} FrontEndApp
 * @property {AppName} name
 * @property {string} portVariable
 * @property {number} defaultPort
 * @property {string} [folder] the package's folder, when it is not the app's name
 * @property {string} [variant] a second build of the package: its scripts end in `:<variant>` and it builds into `dist-<variant>`
 * @property {string} [release]
 */

/** @type {FrontEndApp[]} */
const frontEndApps = [
  { name: 'host', portVariable: 'HOST_PORT', defaultPort: 3000 },
  { name: 'remote-auth', portVariable: 'AUTH_PORT', defaultPort: 3001, release: 'auth' },
  { name: 'remote-sports', portVariable: 'SPORTS_PORT', defaultPort: 3002, release: 'sports' },
  { name: 'remote-casino', portVariable: 'CASINO_PORT', defaultPort: 3003, release: 'casino' },
  { name: 'remote-account', portVariable: 'ACCOUNT_PORT', defaultPort: 3004, release: 'account' },
  // The live-casino lobby: the same `casino` container, built and deployed on its own (ADR 0020).
  {
    name: 'remote-casino-variant',
    portVariable: 'CASINO_VARIANT_PORT',
    defaultPort: 3005,
    folder: 'remote-casino',
    variant: 'variant',
    release: 'casino-variant',
  },
];

/**
 * The front-end apps, host first.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {AppDefinition[]}
 */
export function appDefinitions(env = process.env) {
  return frontEndApps.map(({ name, portVariable, defaultPort, folder = name, variant, release }) => {
    const isHost = name === 'host';
    const port = portFrom(env, portVariable, defaultPort);
    const scriptSuffix = variant ? `:${variant}` : '';
    return {
      name,
      packageName: `@exchange/${folder}`,
      buildScript: `build${scriptSuffix}`,
      devScript: `dev${scriptSuffix}`,
      dir: join(repoRoot, folder, variant ? `dist-${variant}` : 'dist'),
      entryFile: isHost ? 'index.html' : 'mf-manifest.json',
      port,
      portVariable,
      url: localUrl(port),
      spa: isHost,
      cors: !isHost,
      release,
      releasesDir: release === undefined ? undefined : join(deployRoot, release),
    };
  });
}

/**
 * The remote app whose published versions go to `deploy/<release>/`.
 * @param {string} release e.g. casino, casino-variant
 * @param {NodeJS.ProcessEnv} [env]
 */
export function appOfRelease(release, env = process.env) {
  const app = appDefinitions(env).find((candidate) => candidate.release === release);
  if (!app) {
    const known = frontEndApps.flatMap((candidate) => (candidate.release ? [candidate.release] : []));
    throw new Error(`Unknown remote "${release}"; the remotes are ${known.join(', ')}`);
  }
  return app;
}

/**
 * One front-end app.
 * @param {AppName} name
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {AppDefinition}
 */
export function appDefinition(name, env = process.env) {
  const app = appDefinitions(env).find((candidate) => candidate.name === name);
  if (!app)
    throw new Error(`Unknown app "${name}"; the apps are ${frontEndApps.map((known) => known.name).join(', ')}`);
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
      ({ name, defaultPort }) => /** @type {[number, number]} */ ([defaultPort, appDefinition(name, env).port]),
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
 * The api's `LOCAL_PORTS` for this environment (`3000=3100,3005=3105,…`), the moved ports only. The
 * bundled demo brand files name the local apps at their default ports (a brand's `remotes.casino`
 * names the variant's `http://localhost:3005`); the api answers them with the ports in use.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function localPortsSetting(env = process.env) {
  return [...portChanges(env)]
    .filter(([from, to]) => from !== to)
    .map(([from, to]) => `${from}=${to}`)
    .join(',');
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
