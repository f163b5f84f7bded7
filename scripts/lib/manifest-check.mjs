// Whether a remote's built federation manifest (mf-manifest.json) fits the host it will run in:
// every module the host's contracts require is exposed, and every library it shares is one the
// host can negotiate with. Run before a remote is published or pointed at (docs/deploy.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import semver from 'semver';

import { appDefinition, appDefinitions, deployRoot } from './apps.mjs';
import { repoRoot } from './run.mjs';

/**
 * @typedef {object} SharedEntry
 * @property {string} name
 * @property {string} version
 * @property {string} [requiredVersion]
 */

/**
 * @typedef {object} FederationManifest what this check reads of an `mf-manifest.json`
 * @property {string} name the container's name (`casino`), which the host registers it under
 * @property {{ path: string }[]} exposes
 * @property {SharedEntry[]} shared
 */

/** @typedef {Readonly<Record<string, readonly string[]>>} RemoteContracts remote name → the exposes it must have */

/**
 * The exposes the host's contracts require of each remote: `shared/federation/remote-exposes.mjs`,
 * the run-time half of `shared/src/contracts`, which every remote's build is also checked against.
 * Loaded by URL because it belongs to the shared package, outside this TypeScript project.
 * @returns {Promise<RemoteContracts>}
 */
export async function loadRemoteContracts() {
  const module = await import(new URL('../../shared/federation/remote-exposes.mjs', import.meta.url).href);
  return module.remoteExposes;
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * @param {unknown} value
 * @returns {value is FederationManifest}
 */
function isManifest(value) {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    Array.isArray(value.exposes) &&
    value.exposes.every((expose) => isRecord(expose) && typeof expose.path === 'string') &&
    Array.isArray(value.shared) &&
    value.shared.every(
      (entry) => isRecord(entry) && typeof entry.name === 'string' && typeof entry.version === 'string',
    )
  );
}

/**
 * The package a share key belongs to: `react-dom/` and `react-dom` → react-dom, `@mui/material/Chip`
 * → @mui/material, `@mui-file/@mui/system/cssVars/x.mjs` → @mui/system (shared/federation/mui-sharing.mjs).
 * @param {string} key
 */
export function packageOfShareKey(key) {
  const parts = key.replace(/^@mui-file\//, '').split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? key);
}

/**
 * What the host offers for each share key, and per package for keys the host does not share
 * itself (a MUI component only a remote uses must still be of the platform's MUI version).
 * @param {FederationManifest} host
 */
function hostOffers(host) {
  /** @type {Map<string, SharedEntry>} */
  const byKey = new Map(host.shared.map((entry) => [entry.name, entry]));
  /** @type {Map<string, SharedEntry>} */
  const byPackage = new Map();
  for (const entry of host.shared) {
    const name = packageOfShareKey(entry.name);
    if (!byPackage.has(name)) byPackage.set(name, entry);
  }
  return (/** @type {string} */ key) => byKey.get(key) ?? byPackage.get(packageOfShareKey(key));
}

/**
 * The reasons a remote's manifest cannot run in the host, none when it fits:
 * - its name is not a remote of the host's contracts, or it lacks an expose the contract requires
 *   (`shared/federation/remote-exposes.mjs`, the run-time half of `shared/src/contracts`);
 * - a library it shares has a version outside the host's range for it, or the host's version is
 *   outside the range the remote requires (the page runs on the host's copy of every singleton).
 * @param {unknown} manifest the remote's mf-manifest.json
 * @param {unknown} hostManifest the host's mf-manifest.json
 * @param {RemoteContracts} contracts
 * @returns {string[]}
 */
export function manifestProblems(manifest, hostManifest, contracts) {
  if (!isManifest(manifest)) return ['it is not a federation manifest (name, exposes and shared are required)'];
  if (!isManifest(hostManifest)) return ["the host's manifest is not a federation manifest"];
  const required = contracts[manifest.name];
  if (required === undefined) {
    return [`"${manifest.name}" is not a remote of the host's contracts (${Object.keys(contracts).join(', ')})`];
  }
  const exposed = new Set(manifest.exposes.map((expose) => expose.path));
  const problems = required
    .filter((path) => !exposed.has(path))
    .map(
      (path) => `it does not expose ${manifest.name}/${path.replace(/^\.\//, '')}, which the host's contract requires`,
    );

  const offerFor = hostOffers(hostManifest);
  for (const entry of manifest.shared) {
    const offer = offerFor(entry.name);
    if (offer === undefined) continue;
    if (semver.valid(entry.version) === null) {
      problems.push(`it shares ${entry.name} with version "${entry.version}", which is not semver`);
      continue;
    }
    if (offer.requiredVersion && !semver.satisfies(entry.version, offer.requiredVersion)) {
      problems.push(`it shares ${entry.name} ${entry.version}, outside the host's range ${offer.requiredVersion}`);
    }
    if (
      entry.requiredVersion &&
      semver.valid(offer.version) !== null &&
      !semver.satisfies(offer.version, entry.requiredVersion)
    ) {
      problems.push(`it requires ${entry.name} ${entry.requiredVersion}, but the host provides ${offer.version}`);
    }
  }
  return problems;
}

/**
 * Reads a manifest from a file or an http(s) URL (a version already on a CDN).
 * @param {string} location
 * @returns {Promise<unknown>}
 */
export async function readManifest(location) {
  if (/^https?:\/\//.test(location)) {
    const response = await fetch(location, { signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new Error(`${location} answered HTTP ${response.status}`);
    return response.json();
  }
  return JSON.parse(readFileSync(location, 'utf8'));
}

/** The host's built manifest, which the remotes are checked against by default. */
export const hostManifestPath = join(appDefinition('host').dir, 'mf-manifest.json');

/**
 * Every manifest there is to check: each remote's build, and each version published under deploy/.
 * @returns {string[]}
 */
export function builtManifests() {
  const builds = appDefinitions()
    .filter((app) => app.name !== 'host')
    .map((app) => join(app.dir, app.entryFile));
  const published = existsSync(deployRoot)
    ? readdirSync(deployRoot, { withFileTypes: true })
        .filter((remote) => remote.isDirectory())
        .flatMap((remote) =>
          readdirSync(join(deployRoot, remote.name), { withFileTypes: true })
            .filter((version) => version.isDirectory() && !version.name.startsWith('.'))
            .map((version) => join(deployRoot, remote.name, version.name, 'mf-manifest.json')),
        )
    : [];
  return [...builds, ...published];
}

/**
 * Checks manifests against the host's and reports each; resolves to the number that do not fit.
 * @param {object} options
 * @param {string[]} options.manifests files or URLs
 * @param {string} [options.host] the host's manifest, file or URL
 * @param {(line: string) => void} [options.log]
 */
export async function checkManifests({ manifests, host = hostManifestPath, log = console.log }) {
  const shown = (/** @type {string} */ location) =>
    /^https?:/.test(location) ? location : relative(repoRoot, location) || location;
  let hostManifest;
  try {
    hostManifest = await readManifest(host);
  } catch (error) {
    throw new Error(`The host's manifest ${shown(host)} cannot be read (build the host first): ${String(error)}`, {
      cause: error,
    });
  }
  const contracts = await loadRemoteContracts();
  let failed = 0;
  for (const location of manifests) {
    /** @type {string[]} */
    let problems;
    try {
      problems = manifestProblems(await readManifest(location), hostManifest, contracts);
    } catch (error) {
      problems = [`it cannot be read: ${error instanceof Error ? error.message : String(error)}`];
    }
    if (problems.length === 0) {
      log(`ok    ${shown(location)}`);
    } else {
      failed += 1;
      log(`FAIL  ${shown(location)}`);
      for (const problem of problems) log(`      - ${problem}`);
    }
  }
  return failed;
}
